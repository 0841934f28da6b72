import { describe, expect, it } from 'vitest';
import { pace } from '@shared/results/pace';
import type { PaceUnit } from '@shared/results/pace';

describe('pace', () => {
  it.each<[number, number, PaceUnit, string]>([
    [10, 3_030_000, 'min/k', '5:03 min/k'],
    [21.0975, 5_400_000, 'min/k', '4:16 min/k'],
    [1.5, 1_350_000, 'min/100mts', '1:30 min/100mts'],
    [10, 2_915_000, 'km/h', '12.35 km/h'],
    [42.195, 14_400_000, 'min/k', '5:41 min/k'],
    [1, 3_600_000, 'min/k', '60:00 min/k'],
  ])('%d km in %i ms (%s) reads %s', (km, ms, unit, text) => {
    expect(pace(km, ms, unit)).toBe(text);
  });

  it.each<[number, number]>([
    [0, 3_000_000],
    [10, 0],
    [-1, 3_000_000],
    [10, -5],
    [Number.NaN, 3_000_000],
  ])('shows -- for %d km in %d ms', (km, ms) => {
    expect(pace(km, ms, 'min/k')).toBe('--');
    expect(pace(km, ms, 'km/h')).toBe('--');
  });
});
