import { describe, expect, it } from 'vitest';
import { MAX_DELTA_BYTES, buildDelta, freshPasses, rowChanges, type DeltaInput } from '../../../lambdas/timing/standings-delta';
import type { LivePass } from '../../../shared/results/result-row';
import { finisher } from '../results/factories';

const pass = (num: string, kpc: number, clock: string): LivePass => ({ num, nombre: `Atleta ${num}`, codMod: '10K', kpc, tkpc: '00:10:00', fechaHoraPunto: `2026-03-01 ${clock}` });

describe('rowChanges', () => {
  const published = new Map([['1', 'h1'], ['2', 'h2'], ['3', 'h3']]);

  it('sends rows whose hash changed and new rows, and names bibs that have no row any more', () => {
    const rows = [
      { row: finisher('1', 100), hash: 'h1' },
      { row: finisher('2', 200), hash: 'h2-new' },
      { row: finisher('4', 300), hash: 'h4' },
    ];
    const { upserts, removed } = rowChanges(published, rows);
    expect(upserts.map(({ row }) => row.num)).toEqual(['2', '4']);
    expect(removed).toEqual(['3']);
  });
});

describe('freshPasses', () => {
  it('keeps the passes the previous live table did not show, newest first', () => {
    const previous = [pass('1', 1001, '07:10:00'), pass('2', 1001, '07:09:00')];
    const current = [pass('3', 0, '07:40:00'), pass('1', 2001, '07:20:00'), ...previous];
    expect(freshPasses(previous, current).map((p) => p.num)).toEqual(['3', '1']);
  });
});

describe('buildDelta', () => {
  const input: DeltaInput = { eventId: 7, lastSeq: 41, finishers: 1, participants: 3, upserts: [finisher('1', 100)], removed: [], passes: [] };

  it('numbers the next delta one after the last, on the event topic', () => {
    expect(buildDelta(input)).toMatchObject({ type: 'delta', topic: 'live:7', eventId: 7, seq: 42, finishers: 1, participants: 3 });
  });

  it('sends nothing when no row, removal or pass changed', () => {
    expect(buildDelta({ ...input, upserts: [] })).toBeNull();
  });

  it('drops the rows of a delta too big for one message and skips a number, so clients refetch', () => {
    const upserts = Array.from({ length: 600 }, (_, i) => finisher(String(i), 1000 + i, { nombre: 'N'.repeat(150) }));
    const delta = buildDelta({ ...input, upserts, passes: [pass('1', 0, '07:40:00')] });
    expect(JSON.stringify(upserts).length).toBeGreaterThan(MAX_DELTA_BYTES);
    expect(delta).toMatchObject({ seq: 43, upserts: [], removed: [], passes: [expect.objectContaining({ num: '1' })] });
  });
});
