// A batch of reads: each validated on its own, chips resolved to bibs through the start list (a chip
// the list does not name yet keeps its reads under the chip), stored once per read id with the
// athlete's passes, then a standings refresh queued with the reads. The request never waits for the
// refresh.
import { readSchema, type IngestAnswer, type TimingRead } from '@shared/timing/timing-schemas';
import { chipKey } from './chip-key';
import { recordReads, type StoredRead } from './pass-state-repository';
import { readIdOf } from './read-id';
import { readWindow, type ZonedEvent } from './read-window';
import { validateEach, type Rejection } from './row-validation';
import { numberChange, queueRefresh } from '@lambdas/results/standings-queue';
import { bibsOfChips } from './start-list-repository';

async function resolveBibs(eventId: number, reads: TimingRead[]): Promise<Map<string, string>> {
  const chips = [...new Set(reads.flatMap((read) => (!read.bib && read.chip ? [read.chip] : [])))];
  return chips.length > 0 ? bibsOfChips(eventId, chips) : new Map();
}

/** Reads of this batch by read id, and the rejections of reads outside the event's dates. */
function toStored(valid: { index: number; value: TimingRead }[], bibOfChip: Map<string, string>, event: ZonedEvent) {
  const window = readWindow(event);
  const reads = new Map<string, StoredRead>();
  const rejected: Rejection[] = [];
  let repeated = 0;
  for (const { index, value } of valid) {
    const timeMs = Date.parse(value.time);
    if (timeMs < window.from || timeMs > window.to) {
      rejected.push({ index, reason: window.reason });
      continue;
    }
    const bib = value.bib ?? bibOfChip.get(value.chip!) ?? chipKey(value.chip!);
    const readId = readIdOf(bib, value);
    if (reads.has(readId)) repeated += 1;
    else reads.set(readId, { readId, bib, chip: value.chip, point: value.point, lap: value.lap, time: value.time, timeMs });
  }
  return { reads, rejected, repeated };
}

export async function ingestReads(event: ZonedEvent & { eventId: number }, records: unknown[]): Promise<IngestAnswer> {
  const { eventId } = event;
  const { valid, rejected: invalid } = validateEach(readSchema, records);
  const bibOfChip = await resolveBibs(eventId, valid.map(({ value }) => value));
  const { reads, rejected, repeated } = toStored(valid, bibOfChip, event);
  let stored = new Set<string>();
  if (reads.size > 0) {
    const all = [...reads.values()];
    // Numbered before the reads are written: a request cut short in between leaves the change pending.
    const version = await numberChange(eventId);
    stored = await recordReads(eventId, all, new Date().toISOString());
    // Every read of the batch is stored now, by this request or before it (a batch sent again after
    // one cut short before queueing): the refresh gets them all.
    const queued = all.map(({ bib, readId, point, lap, timeMs }) => ({ bib, readId, codigo: point, lap, epochMs: timeMs }));
    await queueRefresh(eventId, version, { bibs: [...new Set(all.map(({ bib }) => bib))], reads: queued });
  }
  return {
    accepted: stored.size,
    duplicates: repeated + reads.size - stored.size,
    rejected: [...invalid, ...rejected].sort((a, b) => a.index - b.index),
  };
}
