import { describe, expect, it } from 'vitest';
import { latestPasses, samePasses } from '@lambdas/timing/standings-delta';
import { lastPasses } from '@shared/results/checkpoints';
import type { LivePass } from '@shared/results/result-row';
import { finisher } from '../results/factories';

const pass = (num: string, kpc: number, clock: string): LivePass => ({ num, codMod: '10K', nombre: `Atleta ${num}`, kpc, tkpc: '00:10:00', fechaHoraPunto: `2026-03-01 ${clock}` });

describe('latestPasses', () => {
  const field = Array.from({ length: 30 }, (_, i) => finisher(String(i + 1), 1000 + i * 10));

  it("merges a changed athlete's new finish into the previous list, newest first", () => {
    const previous = lastPasses(field);
    const changed = finisher('7', 2000);
    const all = field.map((row) => (row.num === '7' ? changed : row));
    expect(latestPasses(previous, [changed], () => all)).toEqual(lastPasses(all));
    expect(latestPasses(previous, [changed], () => all)[0]?.num).toBe('7');
  });

  it('looks at every row when a changed athlete leaves the full list short (a pass taken back)', () => {
    const previous = lastPasses(field);
    const newest = previous[0]!.num;
    const corrected = field.map((row) => (row.num === newest ? finisher(newest, 0) : row));
    const changed = corrected.find((row) => row.num === newest)!;
    expect(latestPasses(previous, [changed], () => corrected)).toEqual(lastPasses(corrected));
  });
});

describe('samePasses', () => {
  it('compares athlete, checkpoint and instant in order', () => {
    const a = [pass('1', 0, '07:40:00'), pass('2', 1001, '07:30:00')];
    expect(samePasses(a, [...a])).toBe(true);
    expect(samePasses(a, [a[1]!, a[0]!])).toBe(false);
    expect(samePasses(a, [a[0]!, pass('2', 1001, '07:30:01')])).toBe(false);
  });
});
