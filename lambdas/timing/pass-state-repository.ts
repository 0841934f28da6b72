// Access patterns of athletes' timing state: reads recorded in their passes (each once per read id),
// uploaded rows, the states of some athletes for a refresh, and every state of an event for a cold one.
import type { ResultRow } from '../../shared/results/result-row';
import { isConditionFailure } from '../data/conditions';
import { AthletePassesEntity, type AthletePassesItem } from '../data/athlete-passes-entity';
import { BIB_SHARDS, bibShard } from '../data/athlete-entity';
import { getByBibs } from './batch-reads';
import { chunksOf, inParallel } from './in-parallel';

export interface StoredRead {
  readId: string;
  bib: string;
  chip?: string;
  point: string;
  lap: number;
  time: string;
  timeMs: number;
}

const UPDATE_ATTEMPTS = 6;
const WRITES_IN_FLIGHT = 25;
/** Reads per update: its condition names each read id and must stay within DynamoDB's 4 KB expression limit. */
const READS_PER_UPDATE = 40;

const keyOf = (eventId: number, bib: string) => ({ eventId, shard: bibShard(bib), bib });

/** The ids of the reads stored in these athletes' passes (`consistent`: including a write just refused for them). */
async function storedReadIds(eventId: number, bibs: string[], consistent = false): Promise<Set<string>> {
  const items = await getByBibs(bibs.map((bib) => keyOf(eventId, bib)), 'timing states', (batch) => AthletePassesEntity.get(batch).go({ attributes: ['bib', 'passes'], consistent }));
  return new Set(items.flatMap((item) => (item.passes ?? []).map((pass) => pass.readId)));
}

/**
 * Appends some of one athlete's reads to its passes in one update, refused when any of their ids is
 * already stored (a batch sent again, or the same reads arriving twice at once): then those stored
 * are left out and the rest appended. Answers the read ids that were new.
 */
async function recordAthlete(eventId: number, bib: string, reads: StoredRead[], receivedAt: string): Promise<string[]> {
  let pending = reads;
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    if (pending.length === 0) return [];
    const passes = pending.map(({ readId, point, lap, timeMs, time, chip }) => ({ readId, codigo: point, lap, epochMs: timeMs, time, chip, receivedAt }));
    const ids = pending.map(({ readId }) => readId);
    try {
      await AthletePassesEntity.update(keyOf(eventId, bib))
        .append({ passes })
        .add({ readIds: ids })
        .where(({ readIds }, { notContains }) => ids.map((id) => notContains(readIds, id)).join(' AND '))
        .go({ response: 'none' });
      return ids;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const stored = await storedReadIds(eventId, [bib], true);
      pending = pending.filter(({ readId }) => !stored.has(readId));
    }
  }
  throw new Error(`Reads of bib ${bib} could not be recorded`);
}

/**
 * Which of the reads are already stored: one batch read of their athletes spares a resent batch
 * refused updates. Reads it misses are still caught by the updates' conditions.
 */
export async function alreadyStored(eventId: number, reads: StoredRead[]): Promise<Set<string>> {
  const stored = await storedReadIds(eventId, [...new Set(reads.map(({ bib }) => bib))]);
  return new Set(reads.flatMap(({ readId }) => (stored.has(readId) ? [readId] : [])));
}

/** The read ids that were new, of reads with distinct ids that `alreadyStored` did not find: one update per athlete (and per 40 reads). */
export async function recordReads(eventId: number, reads: StoredRead[], receivedAt: string): Promise<Set<string>> {
  const byBib = new Map<string, StoredRead[]>();
  for (const read of reads) byBib.set(read.bib, [...(byBib.get(read.bib) ?? []), read]);
  const updates = [...byBib].flatMap(([bib, list]) => chunksOf(list, READS_PER_UPDATE).map((chunk) => ({ bib, reads: chunk })));
  const stored = await inParallel(updates, WRITES_IN_FLIGHT, ({ bib, reads: chunk }) => recordAthlete(eventId, bib, chunk, receivedAt));
  return new Set(stored.flat());
}

export async function saveUploadedRows(eventId: number, rows: ResultRow[]): Promise<void> {
  await inParallel(rows, WRITES_IN_FLIGHT, (row) =>
    AthletePassesEntity.update({ eventId, shard: bibShard(row.num), bib: row.num }).set({ uploadedRow: row }).go({ response: 'none' }),
  );
}

/** The timing states of these athletes (those with none are left out). */
export async function getPassStates(eventId: number, bibs: string[]): Promise<AthletePassesItem[]> {
  const keys = bibs.map((bib) => ({ eventId, shard: bibShard(bib), bib }));
  return getByBibs(keys, 'timing states', (batch) => AthletePassesEntity.get(batch).go());
}

export async function listPassStates(eventId: number): Promise<AthletePassesItem[]> {
  const shards = Array.from({ length: BIB_SHARDS }, (_, shard) => shard);
  const results = await Promise.all(shards.map((shard) => AthletePassesEntity.query.byBib({ eventId, shard }).go({ pages: 'all' })));
  return results.flatMap(({ data }) => data);
}
