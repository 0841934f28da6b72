import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LivePass } from '@shared/results/result-row';
import { CHART, layoutChart } from '@web/features/results/chart-geometry';
import { applySummary, LIVE_PASSES_KEPT } from '@web/features/results/live-feed';
import { matchParts } from '@web/features/results/match-parts';
import { beatenPercent } from '@web/features/results/athlete-stats';
import { courseSplits } from '@web/features/results/course-splits';
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

const state = (seq: number, rowsSeq = seq, passes: LivePass[] = []) => ({ seq, rowsSeq, finishers: 1, participants: 2, passes, profiles: {} });
const summary = (seq: number, rowsSeq: number, passes: LivePass[] = []) => ({ type: 'live' as const, topic: 'live:7', eventId: 7, ...state(seq, rowsSeq, passes) });

describe('applySummary', () => {
  it.each([
    { known: 5, incoming: 6, kind: 'newer' },
    { known: 5, incoming: 9, kind: 'newer' },
    { known: 5, incoming: 5, kind: 'stale' },
    { known: 5, incoming: 3, kind: 'stale' },
  ])('is $kind for summary $incoming after state $known', ({ known, incoming, kind }) => {
    expect(applySummary(state(known), summary(incoming, known)).kind).toBe(kind);
  });

  it('tells the reports to refetch only when the rows moved on', () => {
    expect(applySummary(state(5, 4), summary(6, 4))).toMatchObject({ kind: 'newer', rowsChanged: false });
    expect(applySummary(state(5, 4), summary(6, 6))).toMatchObject({ kind: 'newer', rowsChanged: true });
  });

  it('takes the summary whole, keeping at most 20 passes', () => {
    fc.assert(fc.property(fc.array(passArb, { maxLength: 30 }), fc.array(passArb, { maxLength: 30 }), (known, fresh) => {
      const outcome = applySummary(state(1, 1, known), summary(2, 1, fresh));
      if (outcome.kind !== 'newer') throw new Error('expected a newer state');
      expect(outcome.state.passes).toEqual(fresh.slice(0, LIVE_PASSES_KEPT));
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
