// The live page's race clock (docs/results.md §4 "Live behaviour"): running while the race is on, stopped at
// its last pass once it is over.
import { ZERO_TIME, formatDuration } from './durations';
import { fromLocalDateTime } from './local-time';
import type { LivePass } from './result-row';

/** Time elapsed since the series start ('YYYY-MM-DD HH:MM:SS' in the zone); the empty date or no start shows 00:00:00. */
export function liveClock(seriesStart: string | undefined, zone: string, nowMs: number): string {
  const startMs = seriesStart ? fromLocalDateTime(seriesStart, zone) : null;
  return startMs === null ? ZERO_TIME : formatDuration(nowMs - startMs);
}

export interface RaceProgress {
  /** eventoDisponible 4: the race is on. */
  live: boolean;
  finishers: number;
  participants: number;
}

/** The race is over once its event is no longer live or every participant has finished. */
export const isRaceOver = ({ live, finishers, participants }: RaceProgress) => !live || (participants > 0 && finishers >= participants);

/**
 * The clock of a modality's series: running while the race is on; once it is over, the time at the
 * modality's newest pass (its last finish when everyone finished), or 00:00:00 without one, however
 * long ago the race was.
 */
export function raceClock(seriesStart: string | undefined, zone: string, nowMs: number, over: boolean, passes: LivePass[], codMod: string): string {
  if (!over) return liveClock(seriesStart, zone, nowMs);
  const lastPass = passes.find((pass) => pass.codMod === codMod)?.fechaHoraPunto;
  const stoppedMs = lastPass ? fromLocalDateTime(lastPass, zone) : null;
  return stoppedMs === null ? ZERO_TIME : liveClock(seriesStart, zone, stoppedMs);
}
