// The projected next point and finish (docs/results.md "Projected finish and next checkpoint"): the
// course, the field's pace profile and the projection of an athlete on course.
import { describe, expect, it } from 'vitest';
import { coursePoints } from '@shared/results/course';
import { fromLocalDateTime } from '@shared/results/local-time';
import { FIELD_MIN, paceProfile, type PaceProfile } from '@shared/results/pace-profile';
import { EVEN_PACE, projectAthlete } from '@shared/results/projection';
import type { ResultRow } from '@shared/results/result-row';
import { controlPoint, modality, resultRow, ZONE } from './factories';

const points = [
  controlPoint({ codigo: 'SALIDA', punto: 0, tipoControl: 1, descripcionPunto: 'Salida' }),
  controlPoint({ codigo: 'KM5', punto: 1, tipoControl: 2, kilometro: 5, descripcionPunto: 'Kilómetro 5' }),
  controlPoint({ codigo: 'KM8', punto: 2, tipoControl: 2, kilometro: 8, descripcionPunto: 'Kilómetro 8' }),
  controlPoint({ codigo: 'META', punto: 3, tipoControl: 3, kilometro: 10, descripcionPunto: 'Meta' }),
];
const course = coursePoints(points, '10K', modality());
const [START, KM5, KM8, FINISH] = [1, 1001, 2001, 0];

const MIN = 60_000;
const clockOf = (seconds: number) => `2026-03-01 ${new Date(Date.UTC(2026, 2, 1, 7, 0, seconds)).toISOString().slice(11, 19)}.000`;
const hms = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 19);
const split = (kpc: number, seconds: number) => ({ kpc, tkpc: hms(seconds), pCat: 0, fechaHoraPunto: clockOf(seconds) });

/** A runner of the 10K, gun at 07:00: seconds after the gun at the start mat, km 5, km 8 and the finish (absent: not yet). */
function runner(num: string, times: { start?: number; km5?: number; km8?: number; finish?: number }, overrides: Partial<ResultRow> = {}): ResultRow {
  const parciales = [
    ...(times.start === undefined ? [] : [split(START, times.start)]),
    ...(times.km5 === undefined ? [] : [split(KM5, times.km5)]),
    ...(times.km8 === undefined ? [] : [split(KM8, times.km8)]),
  ];
  const finish = times.finish === undefined ? {} : { toMS: times.finish * 1000, to: hms(times.finish), fhm: clockOf(times.finish), pG: 1 };
  return resultRow({ num, parciales, registroSalida: times.start !== undefined, ...finish, ...overrides });
}

/**
 * `count` finishers who ran km 5 at 5:00/km from the gun and slowed by `ratios(i)` after it: to km 8
 * at ratio.next × that pace, then to the finish so that km 5 → finish is ratio.finish × that pace.
 */
function field(count: number, ratios: (i: number) => { next: number; finish: number }): ResultRow[] {
  return Array.from({ length: count }, (_, i) => {
    const { next, finish } = ratios(i);
    return runner(`f${i}`, { km5: 1500, km8: 1500 + next * 300 * 3, finish: 1500 + finish * 300 * 5 });
  });
}

/** An athlete at km 5 in 25:00 from a start-mat read at 1:00: 4:48 a km of their own. */
const onCourse = runner('7', { start: 60, km5: 1500 });
const passedKm5 = fromLocalDateTime(clockOf(1500), ZONE)!;

describe('coursePoints', () => {
  it('walks the modality’s checkpoints in order, then the finish, each with its kilometre', () => {
    expect(course.map(({ kpc, name, km, start }) => ({ kpc, name, km, start }))).toEqual([
      { kpc: START, name: 'Salida', km: 0, start: true },
      { kpc: KM5, name: 'Kilómetro 5', km: 5, start: false },
      { kpc: KM8, name: 'Kilómetro 8', km: 8, start: false },
      { kpc: FINISH, name: 'Meta', km: 10, start: false },
    ]);
  });

  it('takes the finish at the modality’s distance, named Meta, when no finish point is configured', () => {
    expect(coursePoints(points.slice(0, 2), '10K', modality()).at(-1)).toMatchObject({ kpc: FINISH, name: 'Meta', km: 10 });
  });
});

describe('paceProfile', () => {
  it('gives each stretch from a checkpoint the median and the 20th and 80th percentiles of the field’s ratios', () => {
    // Ratios 1.00, 1.01 … 1.20 to km 8 and 1.10 … 1.30 to the finish, in no particular order.
    const rows = field(21, (i) => ({ next: 1 + ((i * 8) % 21) / 100, finish: 1.1 + ((i * 8) % 21) / 100 }));
    const profile = paceProfile(rows, course);

    expect(profile.map(({ from, to, n }) => ({ from, to, n }))).toEqual([
      { from: KM5, to: KM8, n: 21 },
      { from: KM5, to: FINISH, n: 21 },
      { from: KM8, to: FINISH, n: 21 },
    ]);
    expect(profile[0]).toMatchObject({ lo: 1.04, mid: 1.1, hi: 1.16 });
    expect(profile[1]).toMatchObject({ lo: 1.14, mid: 1.2, hi: 1.26 });
  });

  it('leaves out a stretch fewer than FIELD_MIN athletes ran', () => {
    const rows = [...field(FIELD_MIN, () => ({ next: 1.1, finish: 1.2 })), ...Array.from({ length: 5 }, (_, i) => runner(`c${i}`, { km5: 1500 }))];
    const short = rows.slice(0, FIELD_MIN - 1);

    expect(paceProfile(rows, course)).toHaveLength(3);
    expect(paceProfile(short, course)).toEqual([]);
  });

  it('counts neither disqualified athletes nor a ratio no runner makes (a missed read)', () => {
    const rows = [
      ...field(FIELD_MIN, () => ({ next: 1.1, finish: 1.2 })),
      ...field(5, () => ({ next: 3, finish: 3 })).map((row) => ({ ...row, dq: true })),
      runner('x', { km5: 1500, km8: 1510, finish: 1520 }),
    ];

    expect(paceProfile(rows, course)[0]).toMatchObject({ n: FIELD_MIN, lo: 1.1, mid: 1.1, hi: 1.1 });
  });

  it('measures the pace so far from the athlete’s own start when a start mat read it', () => {
    // 4 min a km from a start 5 min after the gun, then 4:24 a km: a ratio of 1.1 on their own pace.
    const rows = Array.from({ length: FIELD_MIN }, (_, i) => runner(`s${i}`, { start: 300, km5: 300 + 1200, km8: 1500 + 1.1 * 240 * 3 }));

    expect(paceProfile(rows, course)[0]).toMatchObject({ from: KM5, to: KM8, mid: 1.1 });
  });
});

describe('projectAthlete', () => {
  it('assumes even pace with the wider range before the field ran the stretches', () => {
    const projection = projectAthlete(onCourse, course, [], ZONE)!;

    // 24 min over 5 km from the start mat: 4.8 min a km, 3 km to km 8 and 5 km to the finish.
    expect(projection.next).toMatchObject({ kpc: KM8, name: 'Kilómetro 8', basis: 'even' });
    expect(projection.next.elapsed).toEqual({ mid: 1500_000 + 14.4 * MIN, lo: 1500_000 + EVEN_PACE.lo * 14.4 * MIN, hi: 1500_000 + EVEN_PACE.hi * 14.4 * MIN });
    expect(projection.next.clock.mid).toBe(passedKm5 + 14.4 * MIN);
    expect(projection.finish).toMatchObject({ kpc: FINISH, name: 'Meta', basis: 'even' });
    expect(projection.finish.elapsed.mid).toBe(1500_000 + 24 * MIN);
  });

  it('stretches the athlete’s own pace by the field’s slowdown, with the field’s range', () => {
    const profile: PaceProfile = [
      { from: KM5, to: KM8, n: 40, lo: 1.05, mid: 1.1, hi: 1.2 },
      { from: KM5, to: FINISH, n: 40, lo: 1.1, mid: 1.15, hi: 1.3 },
    ];
    const { next, finish } = projectAthlete(onCourse, course, profile, ZONE)!;

    expect(next.basis).toBe('field');
    expect(next.clock.mid).toBeCloseTo(passedKm5 + 1.1 * 14.4 * MIN, 6);
    expect(next.clock.lo).toBeCloseTo(passedKm5 + 1.05 * 14.4 * MIN, 6);
    expect(next.clock.hi).toBeCloseTo(passedKm5 + 1.2 * 14.4 * MIN, 6);
    expect(finish.basis).toBe('field');
    expect(finish.elapsed.mid).toBeCloseTo(1500_000 + 1.15 * 24 * MIN, 6);
    expect(finish.elapsed.lo).toBeCloseTo(1500_000 + 1.1 * 24 * MIN, 6);
    expect(finish.elapsed.hi).toBeCloseTo(1500_000 + 1.3 * 24 * MIN, 6);
  });

  it('projects from the field profile computed from the rows', () => {
    const profile = paceProfile(field(FIELD_MIN, () => ({ next: 1.1, finish: 1.2 })), course);
    const { finish } = projectAthlete(onCourse, course, profile, ZONE)!;

    expect(finish.elapsed.mid).toBeCloseTo(1500_000 + 1.2 * 24 * MIN, 6);
  });

  it('projects on a course without a start mat, from the gun', () => {
    const unmatted = coursePoints(points.slice(1), '10K', modality());
    const { finish } = projectAthlete(runner('7', { km5: 1500 }), unmatted, [], ZONE)!;

    expect(finish.elapsed.mid).toBe(1500_000 + 25 * MIN);
  });

  it('after the last checkpoint, the next point is the finish', () => {
    const profile: PaceProfile = [{ from: KM8, to: FINISH, n: 40, lo: 1.05, mid: 1.1, hi: 1.2 }];
    const projection = projectAthlete(runner('7', { km5: 1500, km8: 2400 }), course, profile, ZONE)!;

    expect(projection.next).toEqual(projection.finish);
    // 40 min over 8 km, 2 km left at 1.1 × 5 min a km.
    expect(projection.finish.elapsed.mid).toBeCloseTo(2400_000 + 11 * MIN, 6);
  });

  describe('with the athlete’s own trend on the stretch before', () => {
    const profile: PaceProfile = [
      { from: KM5, to: KM8, n: 40, lo: 1.05, mid: 1.1, hi: 1.2 },
      { from: KM8, to: FINISH, n: 40, lo: 1.1, mid: 1.2, hi: 1.3 },
    ];
    /** At km 8 after km 5 in 25:00 and 3 km at `ratio` × 5:00 a km. */
    const atKm8 = (ratio: number) => runner('7', { km5: 1500, km8: 1500 + ratio * 300 * 3 });
    const finishWith = (ratio: number, trend: number) => {
      const km8 = (1500 + ratio * 900) * 1000;
      return km8 + 1.2 * trend * (km8 / 8) * 2;
    };

    it('expects an athlete who slowed a tenth more than the field to keep slowing a tenth more', () => {
      expect(projectAthlete(atKm8(1.21), course, profile, ZONE)!.finish.elapsed.mid).toBeCloseTo(finishWith(1.21, 1.1), 6);
      expect(projectAthlete(atKm8(1.1), course, profile, ZONE)!.finish.elapsed.mid).toBeCloseTo(finishWith(1.1, 1), 6);
    });

    it('bounds a trend no pacing makes (a misread)', () => {
      expect(projectAthlete(atKm8(2.5), course, profile, ZONE)!.finish.elapsed.mid).toBeCloseTo(finishWith(2.5, 1.25), 6);
      expect(projectAthlete(atKm8(0.5), course, profile, ZONE)!.finish.elapsed.mid).toBeCloseTo(finishWith(0.5, 0.8), 6);
    });

    it('counts no trend before the field ran the stretch before', () => {
      const later = profile.slice(1);
      expect(projectAthlete(atKm8(1.21), course, later, ZONE)!.finish.elapsed.mid).toBeCloseTo(finishWith(1.21, 1), 6);
    });
  });

  it.each<[string, ResultRow]>([
    ['a finisher', runner('7', { km5: 1500, km8: 2400, finish: 3000 })],
    ['a DNF', runner('7', { km5: 1500 }, { dnf: true })],
    ['a DNF+', runner('7', { km5: 1500 }, { dnfPlus: true })],
    ['a DNS', runner('7', {}, { dns: true })],
    ['a disqualified athlete', runner('7', { km5: 1500 }, { dq: true })],
    ['an athlete not yet past the start mat', runner('7', { start: 60 })],
    ['an athlete with no pass', runner('7', {})],
  ])('gives %s none', (_, row) => {
    expect(projectAthlete(row, course, [], ZONE)).toBeNull();
  });
});
