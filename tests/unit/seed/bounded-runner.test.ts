import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runBounded } from '@infra/local/seed/bounded-runner';

describe('runBounded', () => {
  it('runs every index once, never more than `concurrency` at a time, reporting only gapless progress', async () => {
    const ran: number[] = [];
    const reported: number[] = [];
    let running = 0;
    let most = 0;
    await runBounded({
      from: 3,
      end: 40,
      concurrency: 4,
      work: async (index) => {
        running += 1;
        most = Math.max(most, running);
        // Later indices finish first now and then, so progress must wait for the gaps.
        await delay(index % 3 === 0 ? 6 : 1);
        ran.push(index);
        running -= 1;
      },
      progress: async (doneBelow) => void reported.push(doneBelow),
    });
    expect(ran.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n + 3));
    expect(most).toBe(4);
    expect(reported).toEqual(reported.toSorted((a, b) => a - b));
    expect(reported.at(-1)).toBe(40);
  });

  it('stops taking work at the first failure, reports how far it got and throws that failure', async () => {
    const reported: number[] = [];
    const ran: number[] = [];
    const run = runBounded({
      from: 0,
      end: 100,
      concurrency: 2,
      work: async (index) => {
        await delay(1);
        if (index === 5) throw new Error('POST /api/events/4/registrations → 500');
        ran.push(index);
      },
      progress: async (doneBelow) => void reported.push(doneBelow),
    });
    await expect(run).rejects.toThrow('→ 500');
    expect(reported.at(-1)).toBe(5);
    expect(Math.max(...ran)).toBeLessThan(8);
  });

  it('does nothing when there is nothing left', async () => {
    const reported: number[] = [];
    await runBounded({ from: 10, end: 10, concurrency: 8, work: () => Promise.reject(new Error('no')), progress: async (done) => void reported.push(done) });
    expect(reported).toEqual([]);
  });

  it('once its signal is aborted, starts nothing new, lets the running pieces end and reports them', async () => {
    const stop = new AbortController();
    const ran: number[] = [];
    const reported: number[] = [];
    await runBounded({
      from: 0,
      end: 100,
      concurrency: 3,
      signal: stop.signal,
      work: async (index) => {
        if (index === 4) stop.abort();
        await delay(2);
        ran.push(index);
      },
      progress: async (doneBelow) => void reported.push(doneBelow),
    });
    expect(ran.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6].slice(0, ran.length));
    expect(ran.length).toBeLessThanOrEqual(7);
    expect(reported.at(-1)).toBe(ran.length);
  });
});
