// DynamoDB answers part of a batch read as "unprocessed" when it is busy; those keys are asked again.
import { inParallel } from '@lambdas/core/in-parallel';
const BATCH_GET_ATTEMPTS = 4;

/**
 * Reads keys through a batch call until none is left or the attempts are spent; answers the items
 * found and the keys never processed. `read` maps ElectroDB's unprocessed key attributes back to keys.
 */
export async function readInBatches<K, T>(
  keys: K[],
  read: (pending: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
): Promise<{ found: T[]; missed: K[] }> {
  let pending = keys;
  const found: T[] = [];
  for (let attempt = 0; attempt < BATCH_GET_ATTEMPTS && pending.length > 0; attempt += 1) {
    const { data, unprocessed } = await read(pending);
    found.push(...data);
    pending = unprocessed;
  }
  return { found, missed: pending };
}

const BATCH_GET_SIZE = 100;
const BATCHES_IN_FLIGHT = 16;

export interface BibKey {
  eventId: number;
  shard: number;
  bib: string;
}

/**
 * The items of an event's athletes by bib, 100 keys per batch read, several at once; those without
 * an item are left out. Keys DynamoDB keeps leaving unprocessed fail the call (`what` names them).
 */
export async function getByBibs<T>(
  keys: BibKey[],
  what: string,
  get: (batch: BibKey[]) => Promise<{ data: T[]; unprocessed: Partial<BibKey>[] }>,
): Promise<T[]> {
  const chunks = Array.from({ length: Math.ceil(keys.length / BATCH_GET_SIZE) }, (_, i) => keys.slice(i * BATCH_GET_SIZE, (i + 1) * BATCH_GET_SIZE));
  const found = await inParallel(chunks, BATCHES_IN_FLIGHT, async (chunk) => {
    const eventId = chunk[0]!.eventId;
    const { found: items, missed } = await readInBatches(chunk, async (pending) => {
      const { data, unprocessed } = await get(pending);
      return { data, unprocessed: unprocessed.map(({ shard, bib }) => ({ eventId, shard: shard!, bib: bib! })) };
    });
    if (missed.length > 0) throw new Error(`${missed.length} ${what} could not be read`);
    return items;
  });
  return found.flat();
}
