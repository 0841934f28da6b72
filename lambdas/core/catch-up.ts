// Work left behind its data for good: a change was numbered and its queued message was lost with the
// process that held it (the local cloud keeps its queues in memory) or never sent (a request cut off
// between the two), so nothing would bring the result up to it. Every change puts its bookkeeping
// in a sparse index; a sweep looks only there: a current one leaves the index, one still behind
// after a quiet spell is queued again, sweep after sweep until it matches.

/** No change for this long and still behind: the work queued for it is lost, not late. */
export const QUIET_MS = 2 * 60_000;

export interface ChangedState {
  version: number;
  computedVersion: number;
  /** When the last change was numbered (ISO-8601 UTC). */
  changedAt: string;
}

export interface CatchUpSteps<T> {
  /** Queues the work again, up to the state's version. */
  requeue: (state: T) => Promise<void>;
  /** Takes the state out of the index, only while it is current. */
  settle: (state: T) => Promise<void>;
}

/** One sweep at `now` over the states in the index; answers how many were queued again. */
export async function catchUp<T extends ChangedState>(states: readonly T[], now: Date, { requeue, settle }: CatchUpSteps<T>): Promise<number> {
  let requeued = 0;
  for (const state of states) {
    if (state.computedVersion >= state.version) await settle(state);
    else if (Date.parse(state.changedAt) <= now.getTime() - QUIET_MS) {
      await requeue(state);
      requeued += 1;
    }
  }
  return requeued;
}
