// How old a change's payment claim must be before the reconciliation asks the provider about it
// (docs/payments.md, Changes by the athlete), in a module of its own: it loads no table client (tests read it too).

/** As a registration's held place: a change's claim older than this is asked about at the provider. */
export const CUT_SHORT_CHANGE_MS = 15 * 60_000;
