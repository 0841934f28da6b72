// How long a payment attempt may stay in flight, for a race registration or a reto, in a module of
// its own: it loads no table client (tests read it too).
import type { HttpError } from '@lambdas/core/http-error';

/** Longer than any handler runs (10 s on AWS): an attempt claimed this long ago was cut short by a crash. */
export const STALE_CLAIM_MS = 120_000;

/**
 * An in-progress answer to an attempt while another one holds the claim it took at `since`, with
 * Retry-After: the seconds until that claim counts as cut short (docs/payments.md, The lifecycle).
 */
export function untilClaimStale(error: HttpError, since: string | undefined, now: Date): HttpError {
  const staleAt = since === undefined ? now.getTime() : Date.parse(since) + STALE_CLAIM_MS;
  error.headers['retry-after'] = String(Math.max(1, Math.ceil((staleAt - now.getTime()) / 1000)));
  return error;
}
