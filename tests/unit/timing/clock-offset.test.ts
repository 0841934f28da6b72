// The device's clock offset (docs/timing.md#the-manual-timing-app): the lowest round trip's sample,
// its middle taken as the server's instant, and when a new measure replaces the kept one.
import { describe, expect, it } from 'vitest';
import { bestOffset, keptOffset } from '@shared/timing/clock-offset';

describe('bestOffset', () => {
  it('takes the sample with the lowest round trip, the server instant at its middle', () => {
    const samples = [
      { sentMs: 1000, serverMs: 5600, receivedMs: 1400 },
      { sentMs: 2000, serverMs: 6520, receivedMs: 2040 },
      { sentMs: 3000, serverMs: 7700, receivedMs: 3200 },
    ];
    expect(bestOffset(samples)).toEqual({ offsetMs: 4500, rttMs: 40, measuredAtMs: 2040 });
  });

  it('has none without samples, and skips a round trip that went backwards (the clock was set meanwhile)', () => {
    expect(bestOffset([])).toBeUndefined();
    expect(bestOffset([{ sentMs: 2000, serverMs: 0, receivedMs: 1000 }])).toBeUndefined();
  });

  it('finds a device clock ahead of the server as a negative offset', () => {
    expect(bestOffset([{ sentMs: 10_000, serverMs: 7_010, receivedMs: 10_020 }])?.offsetMs).toBe(-3000);
  });
});

describe('keptOffset', () => {
  const kept = { offsetMs: 100, rttMs: 30, measuredAtMs: 0 };

  it('keeps a tighter measure over a looser new one, for an hour', () => {
    expect(keptOffset(kept, { offsetMs: 900, rttMs: 400, measuredAtMs: 60_000 })).toBe(kept);
    const late = { offsetMs: 900, rttMs: 400, measuredAtMs: 3_600_001 };
    expect(keptOffset(kept, late)).toBe(late);
  });

  it('takes a measure as tight or tighter, and keeps what it had when nothing was measured', () => {
    const tighter = { offsetMs: 120, rttMs: 20, measuredAtMs: 1000 };
    expect(keptOffset(kept, tighter)).toBe(tighter);
    expect(keptOffset(kept, undefined)).toBe(kept);
    expect(keptOffset(undefined, tighter)).toBe(tighter);
  });
});
