// Runs a write transaction again while it only collided with concurrent ones (opening morning: many
// registrants take places of one modality at once), and says which of its conditions failed.
import type { TransactionItem, TransactionItemCode } from 'electrodb';

/**
 * How long a transaction keeps trying past collisions: at least this many attempts and at least this
 * long, well inside a function's 10 s where attempts take milliseconds. A count alone ran out in about
 * 2 s when 200 registrants paid for the last 100 places at once, refusing some with 503 while places
 * were left; a time alone gave a slow, busy table only a few attempts.
 */
const MIN_ATTEMPTS = 16;
const RETRY_BUDGET_MS = 6_000;
const MAX_PAUSE_MS = 400;
/** What a later attempt can get past; anything else is a fault of the transaction itself. */
const RETRIED = new Set<TransactionItemCode>(['None', 'TransactionConflict', 'ProvisionedThroughputExceeded', 'ThrottlingError']);

/** Full jitter, so colliding writers spread out instead of colliding again in step. */
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, 10 * 2 ** attempt)));

type TransactionOutcome = { ok: true } | { ok: false; failed: boolean[] };

/** `failed[i]`: the i-th operation's condition did not hold. */
export async function transact(run: () => Promise<{ canceled: boolean; data: unknown }>): Promise<TransactionOutcome> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    const result = await run();
    if (!result.canceled) return { ok: true };
    const codes = (result.data as readonly TransactionItem<unknown>[]).map((operation) => operation.code);
    if (codes.includes('ConditionalCheckFailed')) return { ok: false, failed: codes.map((code) => code === 'ConditionalCheckFailed') };
    const spent = attempt >= MIN_ATTEMPTS && Date.now() - started >= RETRY_BUDGET_MS;
    if (spent || !codes.every((code) => RETRIED.has(code))) throw new Error(`A write transaction failed: ${codes.join(', ')}`);
    await pause(attempt);
  }
}
