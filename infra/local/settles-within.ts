// Waits for a promise for a while without keeping the process alive once the wait is moot.
import { setTimeout as delay } from 'node:timers/promises';

/** True if `promise` settled within `ms`, false if the time ran out first. */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timeUp = delay(ms, false, { ref: false });
  return Promise.race([promise.then(() => true), timeUp]);
}
