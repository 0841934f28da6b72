// Runs a write transaction again while it only collided with concurrent ones (opening morning: many
// registrants take places of one modality at once), and says which of its conditions failed.
import type { TransactionItem, TransactionItemCode } from 'electrodb';

const ATTEMPTS = 16;
const MAX_PAUSE_MS = 400;
/** What a later attempt can get past; anything else is a fault of the transaction itself. */
const RETRIED = new Set<TransactionItemCode>(['None', 'TransactionConflict', 'ProvisionedThroughputExceeded', 'ThrottlingError']);

/** Full jitter, so colliding writers spread out instead of colliding again in step. */
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, 10 * 2 ** attempt)));

type TransactionOutcome = { ok: true } | { ok: false; failed: boolean[] };

/** `failed[i]`: the i-th operation's condition did not hold. */
export async function transact(run: () => Promise<{ canceled: boolean; data: unknown }>): Promise<TransactionOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await run();
    if (!result.canceled) return { ok: true };
    const codes = (result.data as readonly TransactionItem<unknown>[]).map((operation) => operation.code);
    if (codes.includes('ConditionalCheckFailed')) return { ok: false, failed: codes.map((code) => code === 'ConditionalCheckFailed') };
    if (attempt >= ATTEMPTS || !codes.every((code) => RETRIED.has(code))) throw new Error(`A write transaction failed: ${codes.join(', ')}`);
    await pause(attempt);
  }
}
