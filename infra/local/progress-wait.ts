// Waits on a condition for as long as it keeps moving: a machine busy with other work (a test suite,
// a build) makes the local cloud slower, not stuck, so no wait here has a budget of its own. A wait
// gives up only when nothing has moved for minutes, which a slow machine does not do and a broken
// one does.
import { setTimeout as delay } from 'node:timers/promises';

/** Minutes without any progress: far beyond a slow machine's pauses, short of a person giving up. */
export const STALLED_AFTER_MS = 10 * 60_000;
const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 2_000;

/** The time source of a wait; tests give one that moves only when they say. */
export interface WaitClock {
  now(): number;
  pause(ms: number, signal?: AbortSignal): Promise<void>;
}

const realClock: WaitClock = {
  now: () => Date.now(),
  pause: (ms, signal) => delay(ms, undefined, { signal }),
};

export interface ProgressWait {
  /**
   * Looks once and answers how much is left: 0 ends the wait, fewer than the last look is progress.
   * A condition with no parts answers 1 until it holds. Throwing ends the wait with that error.
   */
  check(): Promise<number>;
  /** The error's message once nothing moved for `stalledAfterMs`, given what was left and for how long. */
  stalled(left: number, minutes: number): string;
  stalledAfterMs?: number;
  /** The longest pause between two looks (2 s): shorter where every moment of a start counts. */
  longestPauseMs?: number;
  signal?: AbortSignal;
  clock?: WaitClock;
}

/** `n min` as the messages say it. */
const inMinutes = (ms: number) => Math.round(ms / 60_000);

/**
 * Resolves once `check` answers 0. Looks again after a pause that grows from a tenth of a second to
 * `longestPauseMs` while nothing changes and starts short again after each progress.
 */
export async function waitForProgress(wait: ProgressWait): Promise<void> {
  const { check, stalled, stalledAfterMs = STALLED_AFTER_MS, longestPauseMs = LONGEST_PAUSE_MS, signal, clock = realClock } = wait;
  let left = await check();
  let movedAt = clock.now();
  let pauseMs = FIRST_PAUSE_MS;
  while (left > 0) {
    if (clock.now() - movedAt >= stalledAfterMs) throw new Error(stalled(left, inMinutes(stalledAfterMs)));
    signal?.throwIfAborted();
    await clock.pause(pauseMs, signal);
    const now = await check();
    if (now < left) {
      movedAt = clock.now();
      pauseMs = FIRST_PAUSE_MS;
    } else {
      pauseMs = Math.min(pauseMs * 2, longestPauseMs);
    }
    left = now;
  }
}
