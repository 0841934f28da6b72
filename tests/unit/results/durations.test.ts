import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZERO_TIME, formatDuration, parseDuration } from '@shared/results/durations';

describe('parseDuration', () => {
  it.each([
    ['00:00:00', 0],
    ['00:42:13', 2_533_000],
    ['01:02:03.4', 3_723_400],
    ['01:02:03.045', 3_723_045],
    ['26:00:00', 93_600_000],
    ['100:00:01', 360_001_000],
    [' 00:00:05 ', 5000],
  ])('reads %j as %i ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '1:2:3', '00:60:00', '00:00:60', '-00:00:01', '00:00:00.1234', 'N/R', '00:00'])('gives null for %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, ZERO_TIME],
    [-5000, ZERO_TIME],
    [Number.NaN, ZERO_TIME],
    [999, '00:00:00'],
    [2_533_999, '00:42:13'],
    [93_600_000, '26:00:00'],
    [360_001_000, '100:00:01'],
  ])('writes %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('durations (property)', () => {
  it('reads back what it writes, to the whole second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 3_600_000 }), (ms) => {
        expect(parseDuration(formatDuration(ms))).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });
});
