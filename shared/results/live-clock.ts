// The live page's running clock (spec §4 "Live behaviour").
import { ZERO_TIME, formatDuration } from './durations';
import { fromLocalDateTime } from './local-time';

/** Time elapsed since the series start ('YYYY-MM-DD HH:MM:SS' in the zone); the empty date or no start shows 00:00:00. */
export function liveClock(seriesStart: string | undefined, zone: string, nowMs: number): string {
  const startMs = seriesStart ? fromLocalDateTime(seriesStart, zone) : null;
  return startMs === null ? ZERO_TIME : formatDuration(nowMs - startMs);
}
