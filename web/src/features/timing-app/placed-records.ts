// The records of one point as the timer sees them: each with its place (by instant, from 1), its
// wall-clock time in the event's zone, and whether its bib repeats within the event's gap.
import { toLocalDateTime } from '@shared/results/local-time';
import type { ManualRecord } from '@shared/timing/manual-queue';
import type { TimingPoint } from '@shared/timing/manual-timing-points';
import { repeatedBibReads } from '@shared/timing/repeated-bib';

export interface PlacedRecord {
  record: ManualRecord;
  place: number;
  /** HH:MM:SS.d */
  time: string;
  repeated: boolean;
}

/** Newest first; deleted records (their discard pending or sent) keep no place. */
export function placedRecords(records: readonly ManualRecord[], point: TimingPoint, zone: string, repeatedBibSeconds: number): PlacedRecord[] {
  const here = records.filter((record) => record.point === point.codigo && record.lap === point.lap && !record.discard).sort((a, b) => a.epochMs - b.epochMs || a.seq - b.seq);
  const withBib = here.filter(({ bib }) => bib !== '').map(({ readId, bib, point: codigo, epochMs }) => ({ id: readId, bib, point: codigo, epochMs }));
  const repeated = repeatedBibReads(withBib, { minMs: 0, maxMs: repeatedBibSeconds * 1000 });
  return here
    .map((record, index) => ({ record, place: index + 1, time: toLocalDateTime(record.epochMs, zone).slice(11, 21), repeated: repeated.has(record.readId) }))
    .reverse();
}
