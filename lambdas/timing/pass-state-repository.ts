// Access patterns of athletes' timing state: reads recorded with their passes, uploaded rows,
// every state of an event for a recompute, and the rows the standings publish.
import { createWriteTransaction, type TransactionItem } from 'electrodb';
import type { ResultRow } from '../../shared/results/result-row';
import { AthletePassesEntity, type AthletePassesItem } from '../data/athlete-passes-entity';
import { BIB_SHARDS, bibShard } from '../data/athlete-entity';
import { TimingReadEntity } from '../data/timing-read-entity';
import { chunksOf, inParallel } from './in-parallel';
import type { HashedRow } from './standings-delta';

export interface StoredRead {
  readId: string;
  bib: string;
  chip?: string;
  point: string;
  lap: number;
  time: string;
  timeMs: number;
}

const TRANSACTION_ATTEMPTS = 6;
const WRITES_IN_FLIGHT = 25;
// A transaction holds at most 100 operations: the reads and the one pass-state update.
const READS_PER_TRANSACTION = 99;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));

/**
 * Stores one athlete's new reads and appends them to the athlete's passes in one transaction, so a
 * read is either stored and counted or neither. A read whose id is already stored is a duplicate.
 * Answers the read ids that were new.
 */
async function recordChunk(eventId: number, bib: string, reads: StoredRead[], receivedAt: string): Promise<string[]> {
  const shard = bibShard(bib);
  let pending = reads;
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    if (pending.length === 0) return [];
    const result = await createWriteTransaction({ read: TimingReadEntity, state: AthletePassesEntity }, ({ read, state }) => [
      ...pending.map((r) => read.create({ ...r, eventId, shard, receivedAt }).commit()),
      state
        .update({ eventId, shard, bib })
        .append({ passes: pending.map(({ readId, point, lap, timeMs }) => ({ readId, codigo: point, lap, epochMs: timeMs })) })
        .commit(),
    ]).go();
    if (!result.canceled) return pending.map((r) => r.readId);
    // The operations' outcomes, in the order given: the reads first.
    const outcomes = result.data as readonly TransactionItem<unknown>[];
    const stored = new Set(pending.filter((_, i) => outcomes[i]?.code === 'ConditionalCheckFailed').map((r) => r.readId));
    // Without a stored read among the causes it was a conflict with a concurrent batch: try again.
    pending = pending.filter((r) => !stored.has(r.readId));
    await pause(attempt);
  }
  throw new Error(`Reads of bib ${bib} could not be recorded`);
}

const BATCH_GET_SIZE = 100;
const BATCH_GET_ATTEMPTS = 4;

/**
 * Which of the reads are already stored: one batch read per 100 spares a resent batch a failed
 * transaction per athlete. Reads it misses are still caught by the transactions' conditions.
 */
async function alreadyStored(eventId: number, reads: StoredRead[]): Promise<Set<string>> {
  const keys = reads.map(({ bib, readId }) => ({ eventId, shard: bibShard(bib), readId }));
  const found = await inParallel(chunksOf(keys, BATCH_GET_SIZE), WRITES_IN_FLIGHT, async (chunk) => {
    let pending = chunk;
    const ids: string[] = [];
    for (let attempt = 0; attempt < BATCH_GET_ATTEMPTS && pending.length > 0; attempt += 1) {
      const { data, unprocessed } = await TimingReadEntity.get(pending).go({ attributes: ['readId'] });
      ids.push(...data.map(({ readId }) => readId));
      pending = unprocessed.map(({ shard, readId }) => ({ eventId, shard, readId }));
    }
    return ids;
  });
  return new Set(found.flat());
}

/** The read ids that were new, of reads with distinct ids. */
export async function recordReads(eventId: number, reads: StoredRead[], receivedAt: string): Promise<Set<string>> {
  const known = await alreadyStored(eventId, reads);
  const byBib = new Map<string, StoredRead[]>();
  for (const read of reads.filter(({ readId }) => !known.has(readId))) byBib.set(read.bib, [...(byBib.get(read.bib) ?? []), read]);
  const chunks = [...byBib].flatMap(([bib, list]) => chunksOf(list, READS_PER_TRANSACTION).map((chunk) => ({ bib, reads: chunk })));
  const stored = await inParallel(chunks, WRITES_IN_FLIGHT, ({ bib, reads: chunk }) => recordChunk(eventId, bib, chunk, receivedAt));
  return new Set(stored.flat());
}

export async function saveUploadedRows(eventId: number, rows: ResultRow[]): Promise<void> {
  await inParallel(rows, WRITES_IN_FLIGHT, (row) =>
    AthletePassesEntity.update({ eventId, shard: bibShard(row.num), bib: row.num }).set({ uploadedRow: row }).go({ response: 'none' }),
  );
}

export async function listPassStates(eventId: number): Promise<AthletePassesItem[]> {
  const shards = Array.from({ length: BIB_SHARDS }, (_, shard) => shard);
  const results = await Promise.all(shards.map((shard) => AthletePassesEntity.query.byBib({ eventId, shard }).go({ pages: 'all' })));
  return results.flatMap(({ data }) => data);
}

/** Records the rows the standings now publish, and forgets those of bibs that have none any more. */
export async function publishRows(eventId: number, rows: HashedRow[], removed: string[]): Promise<void> {
  const key = (bib: string) => ({ eventId, shard: bibShard(bib), bib });
  await Promise.all([
    inParallel(rows, WRITES_IN_FLIGHT, ({ row, hash }) =>
      AthletePassesEntity.update(key(row.num)).set({ row, rowHash: hash }).go({ response: 'none' }),
    ),
    inParallel(removed, WRITES_IN_FLIGHT, (bib) =>
      AthletePassesEntity.update(key(bib)).remove(['row', 'rowHash']).go({ response: 'none' }),
    ),
  ]);
}
