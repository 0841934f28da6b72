// A wait of the local cloud and its seed lasts as long as what it waits for keeps moving, and gives up
// only once nothing moved for the whole stall window; time here is a clock the test moves itself.
import { describe, expect, it } from 'vitest';
import { waitForProgress, type WaitClock } from '@infra/local/progress-wait';

/** A clock whose pauses move its time at once, and which counts them. */
function steppingClock(): WaitClock & { pauses: number[] } {
  let now = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => now,
    pause: async (ms) => {
      pauses.push(ms);
      now += ms;
    },
  };
}

const minute = 60_000;

describe('waitForProgress', () => {
  it('waits far beyond the stall window while each look finds a little more done', async () => {
    const clock = steppingClock();
    let left = 40;
    // One item every nine minutes: slow, never stalled for the ten-minute window.
    const check = async () => {
      if (clock.now() >= (41 - left) * 9 * minute) left -= 1;
      return left;
    };
    await waitForProgress({ check, stalled: () => 'detenida', stalledAfterMs: 10 * minute, clock });
    expect(left).toBe(0);
    expect(clock.now()).toBeGreaterThanOrEqual(40 * 9 * minute);
  });

  it('gives up once nothing moved for the stall window, saying what was left', async () => {
    const clock = steppingClock();
    let looks = 0;
    const check = async () => {
      looks += 1;
      return looks < 3 ? 5 - looks : 3;
    };
    await expect(waitForProgress({ check, stalled: (left, minutes) => `${left} sin registrar en ${minutes} min`, stalledAfterMs: 10 * minute, clock })).rejects.toThrow('3 sin registrar en 10 min');
    expect(clock.now()).toBeGreaterThanOrEqual(10 * minute);
  });

  it('looks again sooner after progress, and no more than the longest pause apart', async () => {
    const clock = steppingClock();
    const answers = [3, 3, 3, 3, 3, 3, 2, 2, 0];
    await waitForProgress({ check: async () => answers.shift() ?? 0, stalled: () => 'detenida', longestPauseMs: 1_000, clock });
    expect(clock.pauses).toEqual([100, 200, 400, 800, 1_000, 1_000, 100, 200]);
  });

  it('ends with the error of a look that throws', async () => {
    await expect(waitForProgress({ check: () => Promise.reject(new Error('DynamoDB Local terminó')), stalled: () => 'detenida', clock: steppingClock() })).rejects.toThrow('DynamoDB Local terminó');
  });
});
