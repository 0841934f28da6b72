// The manual timing app's store in IndexedDB (timing-store.ts): it survives reloads, closing the
// browser and restarting the phone. Records are keyed by event and read id; settings by name.
import { deviceIdFrom, DEVICE_ID_BYTES } from '@shared/timing/device-read-id';
import type { ManualRecord } from '@shared/timing/manual-queue';
import type { TimingStore } from './timing-store';

const DB_NAME = 'cronometraje';
const RECORDS = 'lecturas';
const SETTINGS = 'ajustes';
const BY_EVENT = 'porEvento';
const DEVICE = 'dispositivo';
const SEQUENCE = 'secuencia';

interface StoredRecord extends ManualRecord {
  eventId: number;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
  });

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(RECORDS, { keyPath: ['eventId', 'readId'] }).createIndex(BY_EVENT, 'eventId');
    db.createObjectStore(SETTINGS);
  };
  return done(request);
}

/** The store, or null where the browser keeps no IndexedDB (some private modes). */
export async function openIndexedDbStore(): Promise<TimingStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await open().catch(() => null);
  if (!db) return null;

  /** Reads and writes one setting in one transaction, so two tabs never get the same value. */
  async function update<T>(key: string, next: (current: T | undefined) => T): Promise<T> {
    const transaction = db!.transaction(SETTINGS, 'readwrite');
    const settings = transaction.objectStore(SETTINGS);
    const value = next((await done(settings.get(key))) as T | undefined);
    settings.put(value, key);
    await committed(transaction);
    return value;
  }

  return {
    deviceId: () => update<string>(DEVICE, (current) => current ?? deviceIdFrom(crypto.getRandomValues(new Uint8Array(DEVICE_ID_BYTES)))),
    nextSeq: () => update<number>(SEQUENCE, (current) => (current ?? 0) + 1),
    async records(eventId) {
      const stored = (await done(db.transaction(RECORDS).objectStore(RECORDS).index(BY_EVENT).getAll(eventId))) as StoredRecord[];
      return stored.map(({ eventId: _event, ...record }) => record);
    },
    async apply(eventId, { save, remove }) {
      const transaction = db.transaction(RECORDS, 'readwrite');
      const records = transaction.objectStore(RECORDS);
      for (const record of save) records.put({ ...record, eventId } satisfies StoredRecord);
      for (const readId of remove) records.delete([eventId, readId]);
      await committed(transaction);
    },
    get: async <T>(key: string) => (await done(db.transaction(SETTINGS).objectStore(SETTINGS).get(key))) as T | undefined,
    async set(key, value) {
      const transaction = db.transaction(SETTINGS, 'readwrite');
      transaction.objectStore(SETTINGS).put(value, key);
      await committed(transaction);
    },
    async remove(key) {
      const transaction = db.transaction(SETTINGS, 'readwrite');
      transaction.objectStore(SETTINGS).delete(key);
      await committed(transaction);
    },
  };
}
