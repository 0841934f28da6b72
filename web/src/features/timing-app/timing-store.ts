// Where the manual timing app keeps everything on the device (docs/timing.md#the-manual-timing-app):
// the records of each event, the device's id and read sequence, and small settings (the clock's
// offset, the cached event and start list, a paired key). IndexedDB in the browser
// (indexed-db-store.ts); anything with this shape in tests.
import type { Edit, ManualRecord } from '@shared/timing/manual-queue';

export interface TimingStore {
  /** The device's id, made once and kept. */
  deviceId(): Promise<string>;
  /** The device's next read sequence: never the same twice, across reloads and restarts. */
  nextSeq(): Promise<number>;
  records(eventId: number): Promise<ManualRecord[]>;
  /** Saves and removes records of the event in one transaction. */
  apply(eventId: number, edit: Edit): Promise<void>;
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}
