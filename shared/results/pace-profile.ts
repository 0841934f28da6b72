// How the field paced each stretch of a course in this race (docs/results.md "Projected finish and next
// checkpoint"): for each checkpoint an athlete can project from, the ratio of the pace to the next
// point, and to the finish, over the pace so far, among the athletes who already ran that stretch.
// The standings refresh computes it once per modality; viewers apply it to the athletes they follow.
import type { CoursePoint } from './course';
import { CHECKPOINT_FILTER } from './checkpoints';
import { parseDuration } from './durations';
import type { ResultRow } from './result-row';

/** The field's ratios of (pace from `from` to `to`) / (pace from the athlete's start to `from`). */
export interface PaceRatio {
  /** Checkpoint code the stretch starts at. */
  from: number;
  /** Checkpoint code it ends at; 0 is the finish. */
  to: number;
  /** Athletes measured. */
  n: number;
  /** The 20th percentile, the median and the 80th percentile of their ratios. */
  lo: number;
  mid: number;
  hi: number;
}

/** A modality's stretches, in course order. */
export type PaceProfile = PaceRatio[];
/** Modality code → its profile. */
export type PaceProfiles = Record<string, PaceProfile>;

/** Below this many athletes a stretch has no profile: projections over it assume even pace. */
export const FIELD_MIN = 20;
/** The range is the middle 60 % of the field's ratios. */
const RANGE_QUANTILES = { lo: 0.2, hi: 0.8 } as const;
/** A ratio outside these is a missed or misplaced read, not pacing. */
const PLAUSIBLE_RATIO = { min: 0.25, max: 4 } as const;

export interface CourseTimes {
  /** Official elapsed ms at the athlete's own start: the start mat's pass, else 0 (the gun). */
  start: number;
  /** Official elapsed ms at each point of the course, null where the athlete has no pass. */
  at: (number | null)[];
}

/** The athlete's official elapsed times along the course. */
export function courseTimes(row: ResultRow, course: CoursePoint[]): CourseTimes {
  let start = 0;
  const at = course.map((point) => {
    if (point.kpc === CHECKPOINT_FILTER.finish) return row.toMS > 0 ? row.toMS : null;
    // A row holds a handful of splits: a scan costs less than a map per row at 30,000 rows a refresh.
    const split = row.parciales.find((candidate) => candidate.kpc === point.kpc);
    const ms = split ? parseDuration(split.tkpc) : null;
    if (point.start && ms !== null && start === 0) start = ms;
    return ms;
  });
  return { start, at };
}

/** The stretches a projection from course point `from` uses: to the next point and to the finish (one when they are the same). */
export function stretchesFrom(course: CoursePoint[], from: number): number[] {
  const last = course.length - 1;
  return from + 1 === last ? [last] : [from + 1, last];
}

/** Whether a course point can anchor a projection: a checkpoint past the start line. */
export const isAnchor = (course: CoursePoint[], index: number) => index >= 0 && index < course.length - 1 && course[index]!.km > 0;

/**
 * (pace from point `from` to point `to`) / (pace from the start to `from`), or null when the athlete
 * lacks a time, the distances do not grow along the course, or the ratio is not plausible.
 */
export function stretchRatio(course: CoursePoint[], times: CourseTimes, from: number, to: number): number | null {
  const atFrom = times.at[from];
  const atTo = times.at[to];
  if (atFrom === null || atFrom === undefined || atTo === null || atTo === undefined) return null;
  const soFar = atFrom - times.start;
  const distance = course[to]!.km - course[from]!.km;
  if (soFar <= 0 || distance <= 0 || atTo <= atFrom) return null;
  const ratio = (atTo - atFrom) / distance / (soFar / course[from]!.km);
  return ratio >= PLAUSIBLE_RATIO.min && ratio <= PLAUSIBLE_RATIO.max ? ratio : null;
}

/** The q-quantile of sorted values, interpolated between the two nearest. */
function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

const fourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;

/** The field's profile of one modality's course from its rows; stretches fewer than FIELD_MIN athletes ran are left out. */
export function paceProfile(rows: ResultRow[], course: CoursePoint[]): PaceProfile {
  return fieldProfile(
    rows.flatMap((row) => (row.dq || row.borrado ? [] : [courseTimes(row, course)])),
    course,
  );
}

/** The profile from the athletes' times along the course (what paceProfile reads from the rows). */
export function fieldProfile(field: Iterable<CourseTimes>, course: CoursePoint[]): PaceProfile {
  const stretches = course.flatMap((_, from) => (isAnchor(course, from) ? stretchesFrom(course, from).map((to) => ({ from, to, ratios: [] as number[] })) : []));
  if (stretches.length === 0) return [];
  for (const times of field) {
    for (const stretch of stretches) {
      const ratio = stretchRatio(course, times, stretch.from, stretch.to);
      if (ratio !== null) stretch.ratios.push(ratio);
    }
  }
  return stretches.flatMap(({ from, to, ratios }) => {
    if (ratios.length < FIELD_MIN) return [];
    const sorted = Float64Array.from(ratios).sort();
    return [
      {
        from: course[from]!.kpc,
        to: course[to]!.kpc,
        n: sorted.length,
        lo: fourDecimals(quantile(sorted, RANGE_QUANTILES.lo)),
        mid: fourDecimals(quantile(sorted, 0.5)),
        hi: fourDecimals(quantile(sorted, RANGE_QUANTILES.hi)),
      },
    ];
  });
}
