// Batch writes: 25 items per call (DynamoDB's limit), several calls at once, and the items DynamoDB
// answers as "unprocessed" when it is busy sent again.
import { chunksOf, inParallel } from '@lambdas/core/in-parallel';

const BATCH_SIZE = 25;
const BATCHES_IN_FLIGHT = 8;
const BATCH_ATTEMPTS = 5;

/**
 * Writes items through a batch call until none is left unprocessed. ElectroDB hands unprocessed
 * items back as their key attributes, so `keyOf` must read only key attributes.
 */
async function untilProcessed<T extends object>(
  items: T[],
  keyOf: (item: Partial<T>) => string,
  write: (pending: T[]) => Promise<{ unprocessed: Partial<T>[] }>,
): Promise<void> {
  let pending = items;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === BATCH_ATTEMPTS) throw new Error(`${pending.length} batch writes stayed unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { unprocessed } = await write(pending);
    const left = new Set(unprocessed.map(keyOf));
    pending = pending.filter((item) => left.has(keyOf(item)));
  }
}

/** Writes items in batch calls of 25, 8 calls at once, each until none of its items is left unprocessed. */
export async function writeInBatches<T extends object>(
  items: T[],
  keyOf: (item: Partial<T>) => string,
  write: (pending: T[]) => Promise<{ unprocessed: Partial<T>[] }>,
): Promise<void> {
  await inParallel(chunksOf(items, BATCH_SIZE), BATCHES_IN_FLIGHT, (batch) => untilProcessed(batch, keyOf, write));
}
