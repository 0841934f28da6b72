// How long a payment attempt may stay in flight, for a race registration or a reto, in a module of
// its own: it loads no table client (tests read it too).

/** Longer than any handler runs (10 s on AWS): an attempt claimed this long ago was cut short by a crash. */
export const STALE_CLAIM_MS = 120_000;
