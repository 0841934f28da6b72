// Checkpoint codes, the live table's filter and split times (docs/results.md §4 "Live behaviour", §5).
import { raceRuleTexts } from './results-texts';
import type { ControlPoint } from './event-schemas';
import type { LivePass, ResultRow } from './result-row';
import { compareBibs, compareText } from './ranking';
import { insertionIndex } from '@shared/core/sorted-insertion';

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
    const runner = { num: row.num, nombre: row.nombre, codMod: row.codMod };
    const splits = row.parciales.map(({ kpc, tkpc, fechaHoraPunto }) => ({ ...runner, kpc, tkpc, fechaHoraPunto }));
    const finish = row.toMS > 0 && row.fhm ? [{ ...runner, kpc: CHECKPOINT_FILTER.finish, tkpc: row.to, fechaHoraPunto: row.fhm }] : [];
    return [...splits, ...finish];
  });
}

/** Newest first; equal times fall back to the bib so the table does not flicker between refreshes. */
export const newerFirst = (a: LivePass, b: LivePass) => compareText(b.fechaHoraPunto, a.fechaHoraPunto) || compareBibs(a, b);

/**
 * The newest `n` passes, newest first (passes that compare equal keep their order). One look at each
 * pass and a binary insertion of the few that make the list, so a field of 30,000 is not sorted.
 */
export function newestPasses(passes: Iterable<LivePass>, n = LIVE_PASSES): LivePass[] {
  const newest: LivePass[] = [];
  if (n <= 0) return newest;
  for (const pass of passes) {
    if (newest.length === n && newerFirst(pass, newest[n - 1]!) >= 0) continue;
    newest.splice(insertionIndex(newest, pass, newerFirst), 0, pass);
    if (newest.length > n) newest.pop();
  }
  return newest;
}

/** Every split and finish of the rows as passes, the newest `n` first. */
export function lastPasses(rows: ResultRow[], n = LIVE_PASSES): LivePass[] {
  return newestPasses(passesOf(rows), n);
}

export type CheckpointFilter = number | null;

/**
 * The live table's lists for the filters of one modality (docs/results.md §5), from the modality's passes: the
 * passes at each checkpoint code (the finish is code 0), and the newest pass of each runner not yet
 * at the finish (pending); each newest first, `n` at most. 'All' is the event's newest passes.
 */
export function passLists(passes: LivePass[], n = LIVE_PASSES): Map<number, LivePass[]> {
  const byCode = new Map<number, LivePass[]>();
  const newestOf = new Map<string, LivePass>();
  for (const pass of passes) {
    const atCode = byCode.get(pass.kpc) ?? [];
    atCode.push(pass);
    byCode.set(pass.kpc, atCode);
    const newest = newestOf.get(pass.num);
    if (!newest || newerFirst(pass, newest) < 0) newestOf.set(pass.num, pass);
  }
  const pending = [...newestOf.values()].filter((pass) => pass.kpc !== CHECKPOINT_FILTER.finish);
  return new Map([...[...byCode].map(([code, list]) => [code, newestPasses(list, n)] as const), [CHECKPOINT_FILTER.pending, newestPasses(pending, n)]]);
}

/** The name of a pass's checkpoint among its own modality's control points ('Meta' for the finish). */
export function passPointName(points: ControlPoint[], pass: Pick<LivePass, 'codMod' | 'kpc'>, finishName: string): string {
  if (pass.kpc === CHECKPOINT_FILTER.finish) return finishName;
  const point = points.find((candidate) => candidate.codigoModalidad === pass.codMod && checkpointCode(candidate.punto, candidate.vuelta) === pass.kpc);
  return point?.descripcionPunto ?? String(pass.kpc);
}
