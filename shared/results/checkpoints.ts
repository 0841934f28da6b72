// Checkpoint codes, the live table's filter and split times (spec §4 "Live behaviour", §5).
import { raceRuleTexts } from './results-texts';
import type { ControlPoint } from './event-schemas';
import type { LivePass, ResultRow } from './result-row';
import { compareBibs, compareText } from './ranking';

/** tipoControl values with a rule of their own. */
export const START_CONTROL = 1;
export const FINISH_CONTROL = 3;
/** Filter values: every pass, finishes only, athletes still on course. */
export const CHECKPOINT_FILTER = { all: null, finish: 0, pending: 100000 } as const;
export const LIVE_PASSES = 20;

export const checkpointCode = (punto: number, vuelta: number) => 1000 * punto + vuelta;

/** The checkpoint codes a modality's live table can filter by, in the configured order; the finish has its own filter. */
export function checkpointOptions(points: ControlPoint[], codigoModalidad: string): number[] {
  return points
    .filter((point) => point.codigoModalidad === codigoModalidad && point.tipoControl !== FINISH_CONTROL)
    .map((point) => checkpointCode(point.punto, point.vuelta));
}

/** The official elapsed time at a checkpoint (the finish for code 0), or 'N/R' when the athlete has no pass there. */
export function splitTime(row: ResultRow, kpc: number): string {
  if (kpc === CHECKPOINT_FILTER.finish) return row.toMS > 0 ? row.to : raceRuleTexts.notRegistered;
  return row.parciales.find((split) => split.kpc === kpc)?.tkpc ?? raceRuleTexts.notRegistered;
}

/** Every split and finish of the rows as passes; a finish has kpc 0. */
export function passesOf(rows: ResultRow[]): LivePass[] {
  return rows.flatMap((row) => {
    const splits = row.parciales.map(({ kpc, tkpc, fechaHoraPunto }) => ({ num: row.num, codMod: row.codMod, nombre: row.nombre, kpc, tkpc, fechaHoraPunto }));
    const finish = row.toMS > 0 && row.fhm ? [{ num: row.num, codMod: row.codMod, nombre: row.nombre, kpc: CHECKPOINT_FILTER.finish, tkpc: row.to, fechaHoraPunto: row.fhm }] : [];
    return [...splits, ...finish];
  });
}

/** The newest `n` passes, newest first; equal times fall back to the bib so the table does not flicker between refreshes. */
export function newestPasses(passes: LivePass[], n = LIVE_PASSES): LivePass[] {
  return [...passes].sort((a, b) => compareText(b.fechaHoraPunto, a.fechaHoraPunto) || compareBibs(a, b)).slice(0, n);
}

/** Every split and finish of the rows as passes, the newest `n` first. */
export function lastPasses(rows: ResultRow[], n = LIVE_PASSES): LivePass[] {
  return newestPasses(passesOf(rows), n);
}
