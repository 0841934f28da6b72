// A batch of reads: each validated on its own, chips resolved to bibs through the start list,
// stored once per read id with the athlete's passes, then the standings refreshed.
import { timingTexts } from '../../shared/timing/timing-texts';
import { readSchema, type IngestAnswer, type TimingRead } from '../../shared/timing/timing-schemas';
import { recordReads, type StoredRead } from './pass-state-repository';
import { readIdOf } from './read-id';
import { refreshStandings } from './refresh-standings';
import { validateEach, type Rejection } from './row-validation';
import { bibsOfChips } from './start-list-repository';

async function resolveBibs(eventId: number, reads: TimingRead[]): Promise<Map<string, string>> {
  const chips = [...new Set(reads.flatMap((read) => (!read.bib && read.chip ? [read.chip] : [])))];
  return chips.length > 0 ? bibsOfChips(eventId, chips) : new Map();
}

export async function ingestReads(eventId: number, records: unknown[]): Promise<IngestAnswer> {
  const { valid, rejected } = validateEach(readSchema, records);
  const bibOfChip = await resolveBibs(eventId, valid.map(({ value }) => value));
  const reads = new Map<string, StoredRead>();
  const unknown: Rejection[] = [];
  let repeated = 0;
  for (const { index, value } of valid) {
    const bib = value.bib ?? bibOfChip.get(value.chip ?? '');
    if (!bib) {
      unknown.push({ index, reason: timingTexts.unknownChip });
      continue;
    }
    const readId = readIdOf(bib, value);
    if (reads.has(readId)) repeated += 1;
    else reads.set(readId, { readId, bib, chip: value.chip, point: value.point, lap: value.lap, time: value.time, timeMs: Date.parse(value.time) });
  }
  const stored = reads.size > 0 ? await recordReads(eventId, [...reads.values()], new Date().toISOString()) : new Set<string>();
  if (stored.size > 0) await refreshStandings(eventId);
  return {
    accepted: stored.size,
    duplicates: repeated + reads.size - stored.size,
    rejected: [...rejected, ...unknown].sort((a, b) => a.index - b.index),
  };
}
