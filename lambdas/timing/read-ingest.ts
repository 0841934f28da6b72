// A batch of reads: each validated on its own, chips resolved to bibs through the start list (a chip
// the list does not name yet keeps its reads under the chip), stored once per read id with the
// athlete's passes, then a standings refresh queued. The request never waits for the refresh.
import { readSchema, type IngestAnswer, type TimingRead } from '../../shared/timing/timing-schemas';
import { chipKey } from './chip-key';
import { alreadyStored, recordReads, type StoredRead } from './pass-state-repository';
import { readIdOf } from './read-id';
import { readWindow, type ZonedEvent } from './read-window';
import { validateEach, type Rejection } from './row-validation';
import { numberChange, queueRefresh } from './standings-queue';
import { getStandingsState } from './standings-state-repository';
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

async function isBehind(eventId: number): Promise<boolean> {
  const state = await getStandingsState(eventId);
  return state.computedVersion < state.version;
}

export async function ingestReads(event: ZonedEvent & { eventId: number }, records: unknown[]): Promise<IngestAnswer> {
  const { eventId } = event;
  const { valid, rejected: invalid } = validateEach(readSchema, records);
  const bibOfChip = await resolveBibs(eventId, valid.map(({ value }) => value));
  const { reads, rejected, repeated } = toStored(valid, bibOfChip, event);
  const known = reads.size > 0 ? await alreadyStored(eventId, [...reads.values()]) : new Set<string>();
  const fresh = [...reads.values()].filter(({ readId }) => !known.has(readId));
  const bibs = [...new Set([...reads.values()].map(({ bib }) => bib))];
  let stored = new Set<string>();
  if (fresh.length > 0) {
    // Numbered before the reads are written: a request cut short in between leaves the change pending.
    const version = await numberChange(eventId);
    stored = await recordReads(eventId, fresh, new Date().toISOString());
    await queueRefresh(eventId, version, { bibs });
  } else if (reads.size > 0 && (await isBehind(eventId))) {
    // Sent again after a request that stored the batch but was cut short before queueing its refresh.
    await queueRefresh(eventId, await numberChange(eventId), { bibs });
  }
  return {
    accepted: stored.size,
    duplicates: repeated + reads.size - stored.size,
    rejected: [...invalid, ...rejected].sort((a, b) => a.index - b.index),
  };
}
