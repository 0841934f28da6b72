// DynamoDB answers part of a batch read as "unprocessed" when it is busy; those keys are asked again.
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
