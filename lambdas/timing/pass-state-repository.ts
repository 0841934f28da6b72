// Access patterns of athletes' timing state: reads recorded with their passes, uploaded rows, the
// states of some athletes for a refresh, and every state of an event for a cold one.
import { createWriteTransaction, type TransactionItem } from 'electrodb';
import type { ResultRow } from '../../shared/results/result-row';
import { AthletePassesEntity, type AthletePassesItem } from '../data/athlete-passes-entity';
import { BIB_SHARDS, bibShard } from '../data/athlete-entity';
import { TimingReadEntity } from '../data/timing-read-entity';
import { getByBibs, readInBatches } from './batch-reads';
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

/** Some of one athlete's new reads: stored together with the one update of the athlete's passes. */
interface AthleteReads {
  bib: string;
  reads: StoredRead[];
}

const TRANSACTION_ATTEMPTS = 6;
const WRITES_IN_FLIGHT = 25;
/** DynamoDB's limit on the operations of one transaction. */
const MAX_OPERATIONS = 100;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));
const operationsOf = ({ reads }: AthleteReads) => reads.length + 1;

/**
 * Stores the athletes' new reads and appends them to each athlete's passes in one transaction, so a
 * read is either stored and counted or neither. A read whose id is already stored is a duplicate.
 * Answers the read ids that were new.
 */
async function recordTogether(eventId: number, athletes: AthleteReads[], receivedAt: string): Promise<string[]> {
  let pending = athletes;
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    pending = pending.filter(({ reads }) => reads.length > 0);
    if (pending.length === 0) return [];
    const result = await createWriteTransaction({ read: TimingReadEntity, state: AthletePassesEntity }, ({ read, state }) =>
      pending.flatMap(({ bib, reads }) => {
        const shard = bibShard(bib);
        const passes = reads.map(({ readId, point, lap, timeMs }) => ({ readId, codigo: point, lap, epochMs: timeMs }));
        return [...reads.map((r) => read.create({ ...r, eventId, shard, receivedAt }).commit()), state.update({ eventId, shard, bib }).append({ passes }).commit()];
      }),
    ).go();
    if (!result.canceled) return pending.flatMap(({ reads }) => reads.map(({ readId }) => readId));
    // The operations' outcomes, in the order given: each athlete's reads, then its passes.
    const outcomes = result.data as readonly TransactionItem<unknown>[];
    let first = 0;
    const left = pending.map(({ bib, reads }) => {
      const fresh = reads.filter((_, i) => outcomes[first + i]?.code !== 'ConditionalCheckFailed');
      first += reads.length + 1;
      return { bib, reads: fresh };
    });
    const foundStored = left.some(({ reads }, i) => reads.length < pending[i]!.reads.length);
    pending = left;
    // Without a stored read among the causes it was a conflict with a concurrent batch: one athlete
    // per transaction then, so an athlete that another batch is writing holds up only itself.
    if (!foundStored && pending.length > 1) return (await inParallel(pending, WRITES_IN_FLIGHT, (one) => recordTogether(eventId, [one], receivedAt))).flat();
    await pause(attempt);
  }
  throw new Error(`Reads of bibs ${pending.map(({ bib }) => bib).join(', ')} could not be recorded`);
}

/** Athletes' reads in transactions of at most 100 operations; two parts of one athlete never share one. */
function transactionsOf(athletes: AthleteReads[]): AthleteReads[][] {
  const transactions: AthleteReads[][] = [];
  let operations = MAX_OPERATIONS;
  for (const athlete of athletes) {
    if (operations + operationsOf(athlete) > MAX_OPERATIONS) {
      transactions.push([]);
      operations = 0;
    }
    transactions.at(-1)!.push(athlete);
    operations += operationsOf(athlete);
  }
  return transactions;
}

const BATCH_GET_SIZE = 100;

/**
 * Which of the reads are already stored: one batch read per 100 spares a resent batch failed
 * transactions. Reads it misses are still caught by the transactions' conditions.
 */
export async function alreadyStored(eventId: number, reads: StoredRead[]): Promise<Set<string>> {
  const keys = reads.map(({ bib, readId }) => ({ eventId, shard: bibShard(bib), readId }));
  const found = await inParallel(chunksOf(keys, BATCH_GET_SIZE), WRITES_IN_FLIGHT, async (chunk) => {
    const { found: items } = await readInBatches(chunk, async (pending) => {
      const { data, unprocessed } = await TimingReadEntity.get(pending).go({ attributes: ['readId'] });
      return { data, unprocessed: unprocessed.map(({ shard, readId }) => ({ eventId, shard, readId })) };
    });
    return items.map(({ readId }) => readId);
  });
  return new Set(found.flat());
}

/** The read ids that were new, of reads with distinct ids that `alreadyStored` did not find. */
export async function recordReads(eventId: number, reads: StoredRead[], receivedAt: string): Promise<Set<string>> {
  const byBib = new Map<string, StoredRead[]>();
  for (const read of reads) byBib.set(read.bib, [...(byBib.get(read.bib) ?? []), read]);
  const athletes = [...byBib].flatMap(([bib, list]) => chunksOf(list, MAX_OPERATIONS - 1).map((chunk) => ({ bib, reads: chunk })));
  const stored = await inParallel(transactionsOf(athletes), WRITES_IN_FLIGHT, (group) => recordTogether(eventId, group, receivedAt));
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
