// An athlete's projected time at the next point and at the finish (docs/results.md "Projected finish and
// next checkpoint"): their own pace so far, stretched by how the field paced the same stretches in this
// race (shared/results/pace-profile.ts), with the field's middle 60 % as the range, and by how much
// more or less than the field the athlete slowed on their last stretch. Before enough athletes ran a
// stretch it assumes even pace with a wider range. Only an athlete on course has one.
import type { CoursePoint } from './course';
import { fromLocalDateTime } from './local-time';
import { courseTimes, isAnchor, stretchesFrom, stretchRatio, type CourseTimes, type PaceProfile } from './pace-profile';
import type { ResultRow } from './result-row';

/** The ratio assumed over a stretch the field has not run enough yet: even pace, and a range wide enough for a fade. */
export const EVEN_PACE = { lo: 0.95, mid: 1, hi: 1.15 } as const;
/** The athlete's own trend counts within these bounds: past them it is a misread more likely than pacing. */
const TREND_BOUNDS = { min: 0.8, max: 1.25 } as const;

export interface Estimate {
  /** The likeliest value, and the range's ends. */
  mid: number;
  lo: number;
  hi: number;
}

export interface PointProjection {
  kpc: number;
  name: string;
  /** Epoch ms of the pass. */
  clock: Estimate;
  /** Official elapsed ms at the pass. */
  elapsed: Estimate;
  /** 'field': the field's ratios of this race; 'even': even pace, before enough athletes ran the stretch. */
  basis: 'field' | 'even';
}

export interface Projection {
  /** The point after the athlete's last pass (the finish itself after the last checkpoint). */
  next: PointProjection;
  finish: PointProjection;
}

/** Whether the row is of an athlete still running: started, no finish, no verdict. */
export function isOnCourse(row: ResultRow): boolean {
  return row.toMS === 0 && row.fhm === '' && row.pG === 0 && !row.dq && !row.borrado && !row.dnf && !row.dnfPlus && !row.dns;
}

/**
 * How the athlete paced the stretch that ends at their last pass against the field on the same
 * stretch: 1.05 when they slowed 5 % more than the field's median. 1 without that stretch (the first
 * checkpoint, a missed read) or before the field ran it.
 */
function ownTrend(course: CoursePoint[], times: CourseTimes, profile: PaceProfile, from: number): number {
  const before = from - 1;
  if (!isAnchor(course, before)) return 1;
  const field = profile.find((ratio) => ratio.from === course[before]!.kpc && ratio.to === course[from]!.kpc);
  const own = stretchRatio(course, times, before, from);
  if (!field || own === null) return 1;
  return Math.min(TREND_BOUNDS.max, Math.max(TREND_BOUNDS.min, own / field.mid));
}

/**
 * The athlete's projections from their last pass, or null when they are not on course or have no pace
 * yet (no pass past the start line). `profile` is the athlete's modality's; `zone` the event's.
 */
export function projectAthlete(row: ResultRow, course: CoursePoint[], profile: PaceProfile, zone: string): Projection | null {
  if (!isOnCourse(row)) return null;
  const times = courseTimes(row, course);
  let from = -1;
  course.forEach((_, index) => {
    if (isAnchor(course, index) && times.at[index] !== null && times.at[index]! > times.start) from = index;
  });
  if (from < 0) return null;
  const anchor = course[from]!;
  const passedAt = row.parciales.find((split) => split.kpc === anchor.kpc)?.fechaHoraPunto;
  const passedMs = passedAt ? fromLocalDateTime(passedAt, zone) : null;
  if (passedMs === null) return null;
  const elapsedMs = times.at[from]!;
  const paceSoFar = (elapsedMs - times.start) / anchor.km;
  const trend = ownTrend(course, times, profile, from);

  const [next, finish] = stretchesFrom(course, from).map((to): PointProjection => {
    const target = course[to]!;
    const field = profile.find((ratio) => ratio.from === anchor.kpc && ratio.to === target.kpc);
    const ratios = field ?? EVEN_PACE;
    const ahead = (ratio: number) => ratio * trend * paceSoFar * (target.km - anchor.km);
    const estimate = (base: number): Estimate => ({ mid: base + ahead(ratios.mid), lo: base + ahead(ratios.lo), hi: base + ahead(ratios.hi) });
    return { kpc: target.kpc, name: target.name, clock: estimate(passedMs), elapsed: estimate(elapsedMs), basis: field ? 'field' : 'even' };
  });
  return { next: next!, finish: finish ?? next! };
}
