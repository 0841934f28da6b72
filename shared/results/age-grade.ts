// Age-graded results (docs/results.md "Edad ajustada"): the road standard for an athlete's age, sex and
// distance, and the athlete's age-grade percentage and age-graded time (which modalities are graded:
// ./graded-distance.ts).
import type { AgeGrade } from './age-grade-value';
import type { ControlPoint, EventInfo, Modality } from './event-schemas';
import { DISTANCES_KM } from './age-grading/road-distances';
import { FIRST_AGE, MEN, WOMEN, type RoadStandards } from './age-grading/road-2020';
import { gradedDistance, SHORTEST_KM } from './graded-distance';
import type { Rama } from './ramas';
import type { ResultRow } from './result-row';

export interface RoadStandard {
  /** The age factor: 1 at the open ages, below 1 younger and older. */
  factor: number;
  /** The open-class standard, in seconds. */
  openSeconds: number;
}

const STANDARDS: Partial<Record<Rama, RoadStandards>> = { V: MEN, F: WOMEN };

const between = (from: number, to: number, u: number) => from + (to - from) * u;

/**
 * The standard of one sex (rama V or F) at one age and distance: the table's own at a standard distance,
 * linear in distance between the two nearest ones elsewhere; none outside the table's ages or distances.
 */
export function roadStandard(rama: Rama, age: number, km: number): RoadStandard | null {
  const standards = STANDARDS[rama];
  const factors = Number.isInteger(age) ? standards?.factors[age - FIRST_AGE] : undefined;
  const upper = km >= SHORTEST_KM ? DISTANCES_KM.findIndex((distance) => distance >= km) : -1;
  if (!standards || !factors || upper < 0) return null;
  const lower = Math.max(0, upper - 1);
  const at = (values: readonly number[], index: number) => values[index] ?? Number.NaN;
  const span = at(DISTANCES_KM, upper) - at(DISTANCES_KM, lower);
  const u = span === 0 ? 0 : (km - at(DISTANCES_KM, lower)) / span;
  return {
    factor: between(at(factors, lower), at(factors, upper), u),
    openSeconds: between(at(standards.openSeconds, lower), at(standards.openSeconds, upper), u),
  };
}

/** A finisher's age grade at the modality's graded distance: none without an age, for branch M, or outside the table. */
export function ageGrade(row: Pick<ResultRow, 'edad' | 'gen' | 'toMS' | 'pG'>, km: number): AgeGrade | null {
  if (row.edad === undefined || row.pG <= 0 || row.toMS <= 0) return null;
  const standard = roadStandard(row.gen, row.edad, km);
  if (!standard) return null;
  const ageStandardMS = (standard.openSeconds * 1000) / standard.factor;
  return {
    porcentaje: Math.round((ageStandardMS / row.toMS) * 10_000) / 100,
    tiempoMS: Math.round(row.toMS * standard.factor),
  };
}

/** A row's age grade in its event: its modality's graded distance, then its grade there. */
export function rowAgeGrade(row: ResultRow, modalities: readonly Modality[], points: readonly ControlPoint[], eventType: EventInfo['eventType']): AgeGrade | null {
  const modality = modalities.find((candidate) => candidate.codigoModalidad === row.codMod);
  const km = modality ? gradedDistance(modality, points, eventType) : null;
  return km === null ? null : ageGrade(row, km);
}

/**
 * The age-graded list of a modality's finishers (given in overall place order): those with a grade, the
 * highest percentage first; a tie keeps the overall order.
 */
export function ageGradedRows<Row extends Pick<ResultRow, 'edad' | 'gen' | 'toMS' | 'pG'>>(finishers: readonly Row[], km: number): Row[] {
  return finishers
    .map((row) => ({ row, grade: ageGrade(row, km) }))
    .filter((entry): entry is { row: Row; grade: AgeGrade } => entry.grade !== null)
    .sort((a, b) => b.grade.porcentaje - a.grade.porcentaje)
    .map(({ row }) => row);
}
