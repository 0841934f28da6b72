import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { birthYearOptions, daysInMonth, toIsoDate } from '@shared/accounts/birth-date';

describe('birthYearOptions', () => {
  it('runs from the current year back 100 years, 101 entries', () => {
    const years = birthYearOptions(new Date('2026-11-21T12:00:00Z'));
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
  });
});

describe('toIsoDate', () => {
  it.each([
    [2000, 2, 29, '2000-02-29'],
    [1999, 12, 31, '1999-12-31'],
    [2001, 2, 29, null],
    [2024, 4, 31, null],
    [2024, 0, 10, null],
    [2024, 13, 10, null],
    [2024, 1, 0, null],
  ])('%i-%i-%i → %s', (y, m, d, expected) => {
    expect(toIsoDate(y, m, d)).toBe(expected);
  });

  it('knows the length of February in leap and common years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});

describe('toIsoDate (property)', () => {
  it('accepts exactly the days the calendar has', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 33 }), (y, m, d) => {
        const iso = toIsoDate(y, m, d);
        const real = new Date(Date.UTC(y, m - 1, d));
        const exists = m >= 1 && m <= 12 && real.getUTCMonth() === m - 1 && real.getUTCDate() === d;
        expect(iso !== null).toBe(exists);
        if (iso) expect(real.toISOString().slice(0, 10)).toBe(iso);
      }),
    );
  });
});
