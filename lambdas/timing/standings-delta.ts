// What changed between two refreshes: the rows to publish again, and the live table's latest passes.
import { LIVE_PASSES, lastPasses, newestPasses, passesOf } from '@shared/results/checkpoints';
import type { LivePass, ResultRow } from '@shared/results/result-row';

export interface HashedRow {
  row: ResultRow;
  hash: string;
}

const passKey = (pass: LivePass) => `${pass.num}|${pass.kpc}|${pass.fechaHoraPunto}`;

export const samePasses = (a: LivePass[], b: LivePass[]) => a.length === b.length && a.every((pass, i) => passKey(pass) === passKey(b[i]!));

/**
 * The latest passes after some athletes changed: the previous list without theirs, plus all of
 * theirs. Athletes that did not change keep their passes, so only when a full list falls short can
 * an older pass of theirs belong in it: then every row is looked at (`allRows`).
 */
export function latestPasses(previous: LivePass[], changed: ResultRow[], allRows: () => ResultRow[]): LivePass[] {
  const bibs = new Set(changed.map((row) => row.num));
  const latest = newestPasses([...passesOf(changed), ...previous.filter((pass) => !bibs.has(pass.num))]);
  if (latest.length >= LIVE_PASSES || previous.length < LIVE_PASSES) return latest;
  return lastPasses(allRows());
}
