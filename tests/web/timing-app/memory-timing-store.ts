// The manual timing app's store in memory (web/src/features/timing-app/timing-store.ts), for jsdom,
// which has no IndexedDB; the real one is checked in the browser (tests/e2e/race-screens.test.ts).
import type { ManualRecord } from '@shared/timing/manual-queue';
import type { TimingStore } from '@web/features/timing-app/timing-store';

export function memoryTimingStore(deviceId = 'abcdefgh'): TimingStore & { saved: Map<string, ManualRecord> } {
  const saved = new Map<string, ManualRecord>();
  const settings = new Map<string, unknown>();
  let seq = 0;
  return {
    saved,
    deviceId: async () => deviceId,
    nextSeq: async () => ++seq,
    records: async () => [...saved.values()],
    async apply(_eventId, { save, remove }) {
      for (const record of save) saved.set(record.readId, record);
      for (const readId of remove) saved.delete(readId);
    },
    get: async <T,>(key: string) => settings.get(key) as T | undefined,
    set: async (key, value) => void settings.set(key, value),
    remove: async (key) => void settings.delete(key),
  };
}
