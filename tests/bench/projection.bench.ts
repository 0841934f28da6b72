// How close the projected finish comes (docs/results.md "Projected finish and next checkpoint"): a
// generated race of 30,000 athletes with varied paces and fades is replayed in time order, the field's
// profile computed again every refresh interval from the passes made by then, and each finisher's
// finish projected at their last checkpoint, as a viewer would have seen it, then compared with the
// finish they ran. Even pace, and the field's ratios without the athlete's own trend, are the
// yardsticks. Pure: no local cloud.
import { eventInfoSchema } from '@shared/results/event-schemas';
import { withSectionDefaults } from '@shared/results/event-sections';
import { coursePoints, type CoursePoint } from '@shared/results/course';
import { fromLocalDateTime } from '@shared/results/local-time';
import { courseTimes, fieldProfile, type CourseTimes, type PaceProfile } from '@shared/results/pace-profile';
import { projectAthlete } from '@shared/results/projection';
import type { ResultRow } from '@shared/results/result-row';
import { generateRace } from '@infra/local/seed/race-generator';
import { buildStandings } from '@lambdas/timing/build-standings';
import { paceProfilesOf } from '@lambdas/timing/pace-profiles';
import { median, percentile, round, type Bench, type Figure } from './figure';

const ATHLETES = 30_000;
const ZONE = 'America/Mexico_City';
/** How often the profile is computed again in the replay: a refresh folds the reads of a few seconds; a minute is the pessimistic case. */
const REFRESH_EVERY_MS = 60_000;
const RUNS = 5;
/** Rows a batch of 1,000 reads changes at most. */
const CHANGED_BY_BATCH = 1_000;

/** CPU time of the work in ms, user and system: wall time on a shared machine says little. */
function cpuMs(work: () => void): number {
  const started = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

function race() {
  const info = eventInfoSchema.parse({
    nombreEvento: 'Medio Maratón de Medición',
    fechaEvento: '2030-03-01',
    horaEvento: '07:00',
    lugarEvento: 'Bosque de Chapultepec',
    ciudadEvento: 'Ciudad de México',
    zonaHoraria: ZONE,
    eventoDisponible: 4,
    organizador: { nombre: 'Medición' },
  });
  const generated = generateRace({ seed: 2026, athletes: ATHLETES, info, utcOffset: '-06:00' });
  const sections = withSectionDefaults({ modalidades: generated.modalidades, puntosControl: generated.puntosControl });
  const timings = new Map<string, { bib: string; passes: { codigo: string; lap: number; epochMs: number }[] }>();
  for (const read of generated.reads) {
    const timing = timings.get(read.bib!) ?? { bib: read.bib!, passes: [] };
    timing.passes.push({ codigo: read.point, lap: read.lap ?? 1, epochMs: Date.parse(read.time) });
    timings.set(read.bib!, timing);
  }
  const event = { zonaHoraria: ZONE, fechaEvento: info.fechaEvento, eventType: 'standard' as const, eventoDisponible: 4 };
  return { sections, rows: buildStandings(event, sections, generated.athletes, [...timings.values()]) };
}

/** One athlete of a modality: times along the course and the instant of each pass. */
interface Runner {
  row: ResultRow;
  times: CourseTimes;
  passedAt: (number | null)[];
}

function runnerOf(row: ResultRow, course: CoursePoint[]): Runner {
  const clockOf = new Map(row.parciales.map((split) => [split.kpc, split.fechaHoraPunto]));
  const passedAt = course.map((point) => {
    const text = point.kpc === 0 ? row.fhm : clockOf.get(point.kpc);
    return text ? fromLocalDateTime(text, ZONE) : null;
  });
  return { row, times: courseTimes(row, course), passedAt };
}

/** The times the field had made by an instant: later passes not yet read. */
function asOf(runners: Runner[], at: number): CourseTimes[] {
  return runners.map(({ times, passedAt }) => ({ start: times.start, at: times.at.map((ms, i) => (passedAt[i] !== null && passedAt[i]! <= at ? ms : null)) }));
}

/** The row as it stood right after its pass at the last checkpoint: no finish yet. */
const beforeFinish = (row: ResultRow): ResultRow => ({ ...row, to: '00:00:00', tc: '00:00:00', toMS: 0, tcMS: 0, fhm: '', pG: 0, pR: 0, pCat: 0 });

interface Outcome {
  errorMs: number;
  errorPct: number;
  inRange: boolean;
}

function outcome(projected: { mid: number; lo: number; hi: number }, actual: number): Outcome {
  return { errorMs: Math.abs(projected.mid - actual), errorPct: (100 * Math.abs(projected.mid - actual)) / actual, inRange: projected.lo <= actual && actual <= projected.hi };
}

function project(rows: ResultRow[], sections: ReturnType<typeof race>['sections']) {
  const field: Outcome[] = [];
  const noTrend: Outcome[] = [];
  const even: Outcome[] = [];
  const byModality: Record<string, number> = {};
  for (const modality of sections.modalidades) {
    const course = coursePoints(sections.puntosControl, modality.codigoModalidad, modality);
    const lastCheckpoint = course.length - 2;
    // Without the stretch that ends at the last checkpoint, the athlete's trend there is not known.
    const withoutTrend = (profile: PaceProfile) => profile.filter((ratio) => ratio.to !== course[lastCheckpoint]!.kpc);
    const runners = rows.filter((row) => row.codMod === modality.codigoModalidad).map((row) => runnerOf(row, course));
    const profiles = new Map<number, PaceProfile>();
    const profileAt = (at: number) => {
      const refresh = Math.floor(at / REFRESH_EVERY_MS) * REFRESH_EVERY_MS;
      let profile = profiles.get(refresh);
      if (!profile) profiles.set(refresh, (profile = fieldProfile(asOf(runners, refresh), course)));
      return profile;
    };
    const errors: number[] = [];
    for (const runner of runners) {
      const passedLast = runner.passedAt[lastCheckpoint];
      if (runner.row.toMS === 0 || passedLast === null || passedLast === undefined) continue;
      const before = beforeFinish(runner.row);
      const withField = projectAthlete(before, course, profileAt(passedLast), ZONE);
      const fieldOnly = projectAthlete(before, course, withoutTrend(profileAt(passedLast)), ZONE);
      const evenPace = projectAthlete(before, course, [], ZONE);
      if (!withField || !fieldOnly || !evenPace) continue;
      field.push(outcome(withField.finish.elapsed, runner.row.toMS));
      noTrend.push(outcome(fieldOnly.finish.elapsed, runner.row.toMS));
      even.push(outcome(evenPace.finish.elapsed, runner.row.toMS));
      errors.push(field.at(-1)!.errorPct);
    }
    byModality[modality.codigoModalidad] = round(median(errors));
  }
  return { field, noTrend, even, byModality };
}

export const projectionBench: Bench = {
  name: 'projection',
  async *run(): AsyncGenerator<Figure> {
    const { sections, rows } = race();
    const { field, noTrend, even, byModality } = project(rows, sections);
    const athletes = field.length;
    const seconds = (outcomes: Outcome[]) => round(median(outcomes.map((o) => o.errorMs)) / 1000, 1);
    const percent = (outcomes: Outcome[]) => round(median(outcomes.map((o) => o.errorPct)));
    const perModality = Object.fromEntries(Object.entries(byModality).map(([codMod, pct]) => [`pct_${codMod}`, pct]));
    yield { bench: 'projection', figure: 'finish_error_median_s', value: seconds(field), unit: 's', athletes, at: 'last checkpoint' };
    yield { bench: 'projection', figure: 'finish_error_median_pct', value: percent(field), unit: '%', athletes, ...perModality };
    yield { bench: 'projection', figure: 'finish_error_p90_pct', value: round(percentile(field.map((o) => o.errorPct), 90)), unit: '%', athletes };
    yield { bench: 'projection', figure: 'finish_in_range_share', value: round(field.filter((o) => o.inRange).length / athletes), unit: 'ratio', athletes, range: '20th-80th percentile of the field' };
    yield { bench: 'projection', figure: 'no_trend_error_median_s', value: seconds(noTrend), unit: 's', athletes };
    yield { bench: 'projection', figure: 'no_trend_error_median_pct', value: percent(noTrend), unit: '%', athletes };
    yield { bench: 'projection', figure: 'even_pace_error_median_s', value: seconds(even), unit: 's', athletes };
    yield { bench: 'projection', figure: 'even_pace_error_median_pct', value: percent(even), unit: '%', athletes };

    // What a refresh pays, in CPU time (the machine is shared): every modality's profile from the whole
    // field (a cold start), then again after a batch of 1,000 reads changed 1,000 rows.
    const codes = sections.modalidades.map((modality) => modality.codigoModalidad);
    const rankedOf = (field: ResultRow[]) => {
      const byModality = new Map(codes.map((codMod) => [codMod, field.filter((row) => row.codMod === codMod)]));
      return (codMod: string) => byModality.get(codMod) ?? [];
    };
    const coldMs: number[] = [];
    const refreshMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const field = rows.map((row) => ({ ...row, parciales: [...row.parciales] }));
      const byModality = rankedOf(field);
      coldMs.push(cpuMs(() => paceProfilesOf(sections, codes, byModality, {})));
      for (let i = run; i < field.length; i += field.length / CHANGED_BY_BATCH) field[i] = { ...field[i]!, parciales: [...field[i]!.parciales] };
      const changed = rankedOf(field);
      refreshMs.push(cpuMs(() => paceProfilesOf(sections, codes, changed, {})));
    }
    yield { bench: 'projection', figure: 'profiles_cold_cpu_ms', value: round(median(coldMs)), unit: 'ms', athletes: rows.length };
    yield { bench: 'projection', figure: 'profiles_per_batch_cpu_ms', value: round(median(refreshMs)), unit: 'ms', athletes: rows.length, changed: CHANGED_BY_BATCH };
  },
};
