import { describe, expect, it } from 'vitest';
import { derivedReadId, readIdOf } from '@lambdas/timing/read-id';
import { readSchema } from '@shared/timing/timing-schemas';

const read = (overrides: Record<string, unknown> = {}) =>
  readSchema.parse({ bib: '101', point: 'META', time: '2026-03-01T08:42:13.250-06:00', ...overrides });

describe('readIdOf', () => {
  it('keeps the id the timing system sent', () => {
    expect(readIdOf('101', read({ readId: 'mat-2-000981' }))).toBe('mat-2-000981');
  });

  it('derives one from bib, point, lap and instant when none was sent', () => {
    expect(readIdOf('101', read())).toBe(`101|META|1|${Date.parse('2026-03-01T14:42:13.250Z')}`);
  });

  it('names the same instant written with another offset the same way', () => {
    expect(derivedReadId('101', read({ time: '2026-03-01T14:42:13.250Z' }))).toBe(derivedReadId('101', read()));
  });

  it.each([
    ['bib', { bib: '102' }, '102'],
    ['point', { point: 'KM5' }, '101'],
    ['lap', { lap: 2 }, '101'],
    ['millisecond', { time: '2026-03-01T08:42:13.251-06:00' }, '101'],
  ])('tells reads apart by their %s', (_field, overrides, bib) => {
    expect(derivedReadId(bib, read(overrides))).not.toBe(derivedReadId('101', read()));
  });
});
