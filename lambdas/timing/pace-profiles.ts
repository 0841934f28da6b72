// The field's pace profiles a refresh publishes with the live state (docs/decisions.md, "Projections
// are applied by the viewer"): the modalities it ranked again get theirs computed again from their
// rows, the others keep the profile published before. An athlete's times along the course are kept
// while their splits are the same array, so a refresh at 30,000 athletes reads again only the rows
// its reads changed.
import { coursePoints, type CoursePoint } from '@shared/results/course';
import { courseTimes, fieldProfile, type CourseTimes, type PaceProfiles } from '@shared/results/pace-profile';
import type { ResultRow } from '@shared/results/result-row';
import type { StandingsSections } from './build-standings';

/**
 * Stretches published at most, all modalities together: the live summary goes to every viewer in one
 * WebSocket frame (32 KB at most; a stretch is about 60 bytes). Past it, a stretch has no profile
 * and projections over it assume even pace.
 */
export const MAX_PUBLISHED_STRETCHES = 200;

/** A row's splits array (the same object while the athlete's row is unchanged) → its course and times. */
const timesMemo = new WeakMap<ResultRow['parciales'], { course: CoursePoint[]; toMS: number; times: CourseTimes }>();
/** Each configuration's courses, built once: the memo above knows a course by its object. */
const coursesMemo = new WeakMap<StandingsSections, Map<string, CoursePoint[]>>();

function courseOf(sections: StandingsSections, codMod: string): CoursePoint[] {
  let courses = coursesMemo.get(sections);
  if (!courses) coursesMemo.set(sections, (courses = new Map()));
  let course = courses.get(codMod);
  if (!course) {
    course = coursePoints(sections.puntosControl, codMod, sections.modalidades.find((modality) => modality.codigoModalidad === codMod));
    courses.set(codMod, course);
  }
  return course;
}

function* fieldTimes(rows: ResultRow[], course: CoursePoint[]): Generator<CourseTimes> {
  for (const row of rows) {
    if (row.dq || row.borrado) continue;
    const memo = timesMemo.get(row.parciales);
    if (memo && memo.course === course && memo.toMS === row.toMS) {
      yield memo.times;
      continue;
    }
    const times = courseTimes(row, course);
    timesMemo.set(row.parciales, { course, toMS: row.toMS, times });
    yield times;
  }
}

/** The configured modalities' profiles: `recomputed` from their rows, the rest as `previous` had them. */
export function paceProfilesOf(
  sections: StandingsSections,
  recomputed: string[],
  rankedOf: (codMod: string) => ResultRow[],
  previous: PaceProfiles,
): PaceProfiles {
  const again = new Set(recomputed);
  const profiles: PaceProfiles = {};
  let budget = MAX_PUBLISHED_STRETCHES;
  for (const { codigoModalidad: codMod } of sections.modalidades) {
    const course = courseOf(sections, codMod);
    const profile = again.has(codMod) ? fieldProfile(fieldTimes(rankedOf(codMod), course), course) : (previous[codMod] ?? []);
    const kept = profile.slice(0, budget);
    budget -= kept.length;
    if (kept.length > 0) profiles[codMod] = kept;
  }
  return profiles;
}
