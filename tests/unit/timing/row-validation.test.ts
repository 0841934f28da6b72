import { describe, expect, it } from 'vitest';
import { firstOfEach, validateEach } from '@lambdas/timing/row-validation';
import { readSchema } from '@shared/timing/timing-schemas';

const good = { bib: '101', point: 'META', time: '2026-03-01T08:42:13.250-06:00' };

describe('validateEach', () => {
  it('keeps valid records with their index and names the others with a Spanish reason', () => {
    const { valid, rejected } = validateEach(readSchema, [good, { point: 'META', time: good.time }, { ...good, time: '08:42' }, { ...good, lap: 'dos' }, 7]);
    expect(valid.map(({ index }) => index)).toEqual([0]);
    expect(valid[0]?.value).toMatchObject({ bib: '101', lap: 1 });
    expect(rejected).toEqual([
      { index: 1, reason: 'falta bib o chip' },
      { index: 2, reason: 'time: time debe ser ISO-8601 con zona' },
      { index: 3, reason: expect.stringMatching(/^lap: .*(número|numero)/i) },
      { index: 4, reason: expect.stringMatching(/objeto/i) },
    ]);
  });
});

describe('firstOfEach', () => {
  it('keeps the first record of each key and rejects the repeats by index, in index order', () => {
    const checked = firstOfEach(validateEach(readSchema, [good, { foo: 1 }, good, { ...good, bib: '102' }]), (read) => read.bib ?? '', 'repetido');
    expect(checked.valid.map(({ index }) => index)).toEqual([0, 3]);
    expect(checked.rejected.map(({ index, reason }) => [index, reason === 'repetido'])).toEqual([[1, false], [2, true]]);
  });
});
