// The review rule (docs/timing.md#the-review-queue): each reason a read looks doubtful, reads that
// are fine, and which reads count once the timer decided.
import { describe, expect, it } from 'vitest';
import { readReviewConfigSchema } from '@shared/results/event-schemas';
import { fromLocalDateTime } from '@shared/results/local-time';
import { doubtfulReads, passesThatCount, type ReviewInput, type ReviewPass } from '@shared/timing/read-review';
import { ZONE, controlPoint, modality } from '../results/factories';

const points = [
  controlPoint({ codigo: 'SALIDA', punto: 0, tipoControl: 1, kilometro: 0 }),
  controlPoint({ codigo: 'K5', punto: 1, tipoControl: 2, kilometro: 5 }),
  controlPoint({ codigo: 'META', punto: 2, tipoControl: 3, kilometro: 10 }),
];
/** Seconds after the 07:00 gun. */
const at = (seconds: number) => fromLocalDateTime('2026-03-01 07:00:00', ZONE)! + seconds * 1000;
const pass = (readId: string, codigo: string, seconds: number): ReviewPass => ({ readId, codigo, lap: 1, epochMs: at(seconds) });

function review(passes: ReviewPass[], overrides: Partial<ReviewInput> = {}) {
  return doubtfulReads({
    passes,
    modality: modality(),
    serie: 'A',
    points,
    zone: ZONE,
    deadTimeMs: 10_000,
    config: readReviewConfigSchema.parse({}),
    discarded: new Set(),
    ...overrides,
  }).map(({ readId, codes }) => [readId, codes]);
}

/** A plausible 10K: start mat 20 s after the gun, 5 km in 25 min, the finish at 50 min. */
const fine = [pass('s', 'SALIDA', 20), pass('k5', 'K5', 1500), pass('m', 'META', 3000)];

describe('doubtfulReads', () => {
  it('flags nothing in a plausible race, nor a read at a point the modality does not have', () => {
    expect(review([...fine, pass('x', 'KM7', 100)])).toEqual([]);
  });

  it('flags a split faster than the pace limit from the point before (the gun at km 0 first)', () => {
    // 5 km in 10 minutes is 2:00 min/km, past the default 2:30.
    expect(review([pass('s', 'SALIDA', 20), pass('k5', 'K5', 600), pass('m', 'META', 3000)])).toEqual([['k5', ['paceTooFast']]]);
  });

  it('takes the modality’s own limit before the event’s', () => {
    const config = readReviewConfigSchema.parse({ minSecondsPerKmByModality: { '10K': 400 } });
    expect(review(fine, { config })).toEqual([['k5', ['paceTooFast']], ['m', ['finishTooEarly']]]);
  });

  it('flags a finish before the earliest plausible time after the last checkpoint', () => {
    expect(review([pass('s', 'SALIDA', 20), pass('k5', 'K5', 1500), pass('m', 'META', 1800)])).toEqual([['m', ['finishTooEarly']]]);
  });

  it('flags a finish read before the last checkpoint', () => {
    expect(review([pass('k5', 'K5', 2000), pass('m', 'META', 1900)])).toEqual([['m', ['finishTooEarly']]]);
  });

  it('flags a read before the gun of the athlete’s series', () => {
    const waves = modality({ hSalidas: [{ serie: 'A', descripcionSerie: '', hS: '2026-03-01 07:00:00' }, { serie: 'B', descripcionSerie: '', hS: '2026-03-01 07:10:00' }] });
    expect(review([pass('s', 'SALIDA', -30), pass('k5', 'K5', 1500), pass('m', 'META', 3000)])).toEqual([['s', ['beforeStart']]]);
    expect(review([pass('s', 'SALIDA', 300), pass('k5', 'K5', 2100), pass('m', 'META', 3600)], { modality: waves, serie: 'B' })).toEqual([['s', ['beforeStart']]]);
  });

  it('flags a second finish within the configured minutes of the first, not one within the dead time nor later', () => {
    expect(review([...fine, pass('m2', 'META', 3120)])).toEqual([['m2', ['secondFinish']]]);
    expect(review([...fine, pass('m2', 'META', 3005)])).toEqual([]);
    expect(review([...fine, pass('m2', 'META', 3400)])).toEqual([]);
    expect(review([...fine, pass('m2', 'META', 3400)], { config: readReviewConfigSchema.parse({ secondFinishMinutes: 10 }) })).toEqual([['m2', ['secondFinish']]]);
  });

  it('flags the same bib again at a point within the repeated-bib gap, past the dead time (two timers on one point are no repeat)', () => {
    expect(review([...fine, pass('k5b', 'K5', 1530)])).toEqual([['k5b', ['repeatedBib']]]);
    expect(review([...fine, pass('k5b', 'K5', 1505)])).toEqual([]);
    expect(review([...fine, pass('k5b', 'K5', 1600)])).toEqual([]);
    expect(review([...fine, pass('k5b', 'K5', 1530)], { config: readReviewConfigSchema.parse({ repeatedBibSeconds: 0 }) })).toEqual([]);
    expect(review([...fine, pass('m2', 'META', 3040)])).toEqual([['m2', ['secondFinish', 'repeatedBib']]]);
  });

  it('flags every read of an athlete the start list does not name', () => {
    expect(review(fine, { modality: undefined })).toEqual([['s', ['unknownAthlete']], ['k5', ['unknownAthlete']], ['m', ['unknownAthlete']]]);
  });

  it('leaves discarded reads out: they are not flagged and make no other read doubtful', () => {
    const early = [pass('s', 'SALIDA', 20), pass('k5', 'K5', 1500), pass('m', 'META', 1600), pass('m2', 'META', 3000)];
    expect(review(early)).toEqual([['m', ['finishTooEarly']]]);
    expect(review(early, { discarded: new Set(['m']) })).toEqual([]);
  });

  it('gives each doubtful read its own reason', () => {
    // A finish 10 s after 5 km, then a second finish 90 s later.
    expect(review([pass('k5', 'K5', 1500), pass('m', 'META', 1510), pass('m2', 'META', 1600)])).toEqual([
      ['m', ['finishTooEarly']],
      ['m2', ['secondFinish']],
    ]);
  });
});

describe('passesThatCount', () => {
  const passes = [pass('a', 'K5', 1500), pass('b', 'META', 1600), pass('c', 'META', 3000)];
  const flagged = [{ ...pass('b', 'META', 1600), codes: ['finishTooEarly' as const] }, { ...pass('c', 'META', 3000), codes: ['secondFinish' as const] }];
  const ids = (list: ReviewPass[]) => list.map(({ readId }) => readId);

  it('counts flagged reads as before unless discarded', () => {
    expect(ids(passesThatCount(passes, flagged, new Map(), false))).toEqual(['a', 'b', 'c']);
    expect(ids(passesThatCount(passes, flagged, new Map([['b', 'descartada']]), false))).toEqual(['a', 'c']);
  });

  it('with hideUnreviewed, counts a flagged read only once accepted', () => {
    expect(ids(passesThatCount(passes, flagged, new Map(), true))).toEqual(['a']);
    expect(ids(passesThatCount(passes, flagged, new Map([['c', 'aceptada'], ['b', 'descartada']]), true))).toEqual(['a', 'c']);
  });
});
