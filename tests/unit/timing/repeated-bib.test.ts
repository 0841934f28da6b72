// The same bib twice at one point within the gap (docs/timing.md#the-review-queue): the later read is
// flagged, on the device from any gap and on the server only past the dead time.
import { describe, expect, it } from 'vitest';
import { repeatedBibReads } from '@shared/timing/repeated-bib';

const read = (id: string, bib: string, point: string, seconds: number) => ({ id, bib, point, epochMs: seconds * 1000 });

describe('repeatedBibReads', () => {
  const reads = [read('a', '7', 'META', 100), read('b', '8', 'META', 101), read('c', '7', 'META', 130), read('d', '7', 'K5', 131), read('e', '7', 'META', 300)];

  it('flags the later read of a bib at one point within the gap, not another bib nor another point nor past the gap', () => {
    expect([...repeatedBibReads(reads, { minMs: 0, maxMs: 60_000 })]).toEqual(['c']);
  });

  it('takes reads in any order, and leaves reads closer than the minimum alone (two timers on one point)', () => {
    expect([...repeatedBibReads([...reads].reverse(), { minMs: 0, maxMs: 60_000 })]).toEqual(['c']);
    expect([...repeatedBibReads([read('x', '9', 'META', 10), read('y', '9', 'META', 12)], { minMs: 10_000, maxMs: 60_000 })]).toEqual([]);
  });

  it('flags nothing with a gap of 0 (turned off)', () => {
    expect(repeatedBibReads(reads, { minMs: 0, maxMs: 0 }).size).toBe(0);
  });
});
