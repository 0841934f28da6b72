import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LivePass } from '../../../shared/results/result-row';
import { CHART, layoutChart } from '../../../web/src/features/results/chart-geometry';
import { applyDelta, LIVE_PASSES_KEPT } from '../../../web/src/features/results/live-feed';
import { matchParts } from '../../../web/src/features/results/match-parts';
import { beatenPercent } from '../../../web/src/features/results/athlete-stats';
import { courseSplits } from '../../../web/src/features/results/course-splits';
import { aModality, aRow, sections } from './support/results-fixtures';

const marked = (text: string, query: string) =>
  matchParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('matchParts', () => {
  it.each([
    { text: 'Ána López', query: 'ana', marks: ['Ána'] },
    { text: 'Ána López', query: 'LOPEZ ana', marks: ['Ána', 'López'] },
    { text: 'José Ñúñez', query: 'nunez', marks: ['Ñúñez'] },
    { text: '101', query: '101', marks: ['101'] },
    { text: '1010', query: '101', marks: [] },
    { text: 'Ana', query: 'xyz', marks: [] },
  ])('marks $marks in "$text" for "$query"', ({ text, query, marks }) => {
    expect(marked(text, query)).toEqual(marks);
  });

  it('gives back the text unchanged when the parts are joined', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (text, query) => {
      expect(matchParts(text, query).map((part) => part.text).join('')).toBe(text);
    }));
  });
});

const passArb = fc.record({
  num: fc.integer({ min: 1, max: 60 }).map(String),
  nombre: fc.constant('Atleta'),
  codMod: fc.constant('21K'),
  kpc: fc.constantFrom(0, 1001, 2001),
  tkpc: fc.constant('00:10:00'),
  fechaHoraPunto: fc.integer({ min: 0, max: 3599 }).map((s) => `2026-03-01 07:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`),
}) satisfies fc.Arbitrary<LivePass>;

const snapshot = (seq: number, passes: LivePass[] = []) => ({ seq, finishers: 1, participants: 2, passes });
const delta = (seq: number, passes: LivePass[] = []) => ({
  type: 'delta' as const, topic: 'live:7', eventId: 7, seq, finishers: 3, participants: 4, upserts: [], removed: [], passes,
});

describe('applyDelta', () => {
  it.each([
    { known: 5, incoming: 6, kind: 'merged' },
    { known: 5, incoming: 5, kind: 'stale' },
    { known: 5, incoming: 3, kind: 'stale' },
    { known: 5, incoming: 7, kind: 'gap' },
  ])('is $kind for delta $incoming after snapshot $known', ({ known, incoming, kind }) => {
    expect(applyDelta(snapshot(known), delta(incoming)).kind).toBe(kind);
  });

  it('keeps at most 20 passes, newest first, each bib and point once', () => {
    fc.assert(fc.property(fc.array(passArb, { maxLength: 30 }), fc.array(passArb, { maxLength: 30 }), (known, fresh) => {
      const outcome = applyDelta(snapshot(1, known), delta(2, fresh));
      if (outcome.kind !== 'merged') throw new Error('expected a merge');
      const merged = outcome.snapshot.passes;
      expect(merged.length).toBeLessThanOrEqual(LIVE_PASSES_KEPT);
      expect(new Set(merged.map((p) => `${p.num}|${p.kpc}`)).size).toBe(merged.length);
      merged.slice(1).forEach((pass, i) => expect(pass.fechaHoraPunto <= (merged[i]?.fechaHoraPunto ?? '')).toBe(true));
    }));
  });
});

describe('layoutChart', () => {
  const points = sections().puntosControl;

  it('draws nothing when nobody has a registered time', () => {
    const row = aRow({ parciales: [], toMS: 0, to: '00:00:00' });
    expect(layoutChart([{ label: 'Atleta', color: '#000', splits: courseSplits(row, points, aModality()) }])).toBeNull();
  });

  it('places every registered split inside the plot, later kilometres further right', () => {
    const layout = layoutChart([{ label: 'Atleta', color: '#000', splits: courseSplits(aRow(), points, aModality()) }]);
    const drawn = layout?.series[0]?.points ?? [];
    expect(drawn.map((p) => p.label)).toEqual(['Km 5', 'Meta']);
    for (const p of drawn) {
      expect(p.x).toBeGreaterThan(CHART.left);
      expect(p.x).toBeLessThanOrEqual(CHART.width - CHART.right);
      expect(p.y).toBeGreaterThanOrEqual(CHART.top);
      expect(p.y).toBeLessThan(CHART.height - CHART.bottom);
    }
    expect(drawn[1]?.y).toBeLessThan(drawn[0]?.y ?? 0);
  });
});

describe('beatenPercent', () => {
  it.each([
    { place: 1, finishers: 1, percent: 0 },
    { place: 1, finishers: 100, percent: 99 },
    { place: 3, finishers: 40, percent: 92 },
    { place: 0, finishers: 40, percent: null },
    { place: 41, finishers: 40, percent: null },
  ])('is $percent for place $place of $finishers', ({ place, finishers, percent }) => {
    expect(beatenPercent(place, finishers)).toBe(percent);
  });
});
