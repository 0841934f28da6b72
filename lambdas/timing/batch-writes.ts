// DynamoDB answers part of a batch as "unprocessed" when it is busy; those are sent again.
const BATCH_ATTEMPTS = 5;

/**
 * Writes items through a batch call until none is left unprocessed. ElectroDB hands unprocessed
 * items back as their key attributes, so `keyOf` must read only key attributes.
 */
export async function untilProcessed<T extends object>(
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
