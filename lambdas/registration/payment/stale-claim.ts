// The bound of a payment claim (payment-claim.ts), in a module of its own: it loads no table client.

/** Longer than any handler runs (10 s on AWS): a claim this old was left by one that crashed. */
export const STALE_CLAIM_MS = 120_000;
