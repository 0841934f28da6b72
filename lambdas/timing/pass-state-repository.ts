// Access patterns of athletes' timing state: reads recorded in their passes (each once per read id),
// uploaded rows, the states of some athletes for a refresh, and every state of an event for a cold one.
import type { ResultRow } from '@shared/results/result-row';
import { createWriteTransaction, type TransactionItem } from 'electrodb';
import { AthletePassesEntity, type AthletePassesItem } from '@lambdas/data/athlete-passes-entity';
import { BIB_SHARDS, bibShard } from '@lambdas/data/athlete-entity';
import { getByBibs } from '@lambdas/data/batch-reads';
import { chunksOf, inParallel } from '@lambdas/core/in-parallel';

export interface StoredRead {
  readId: string;
  bib: string;
  chip?: string;
  point: string;
  lap: number;
  time: string;
  timeMs: number;
}

interface AthleteReads {
  bib: string;
  reads: StoredRead[];
}

const TRANSACTION_ATTEMPTS = 6;
const WRITES_IN_FLIGHT = 25;
/** DynamoDB's limit on the operations of one transaction: here, athletes. */
const MAX_OPERATIONS = 100;
/** Reads per athlete and transaction: the update's condition names each read id and must stay within DynamoDB's 4 KB expression limit. */
const READS_PER_UPDATE = 40;

const keyOf = (eventId: number, bib: string) => ({ eventId, shard: bibShard(bib), bib });
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));

/** The ids of the reads stored in these athletes' passes, read consistently: a write just refused for them included. */
async function storedReadIds(eventId: number, bibs: string[]): Promise<Set<string>> {
  const items = await getByBibs(bibs.map((bib) => keyOf(eventId, bib)), 'timing states', (batch) => AthletePassesEntity.get(batch).go({ attributes: ['bib', 'passes'], consistent: true }));
  return new Set(items.flatMap((item) => (item.passes ?? []).map((pass) => pass.readId)));
}

/**
 * Appends each athlete's new reads to its passes, one conditional update per athlete in one
 * transaction: an update is refused when any of its read ids is already stored (a batch sent again,
 * or the same reads arriving twice at once); then those stored are left out and the rest written
 * again. Answers the read ids that were new.
 */
async function recordTogether(eventId: number, athletes: AthleteReads[], receivedAt: string): Promise<string[]> {
  let pending = athletes;
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    pending = pending.filter(({ reads }) => reads.length > 0);
    if (pending.length === 0) return [];
    const result = await createWriteTransaction({ state: AthletePassesEntity }, ({ state }) =>
      pending.map(({ bib, reads }) => {
        const passes = reads.map(({ readId, point, lap, timeMs, time, chip }) => ({ readId, codigo: point, lap, epochMs: timeMs, time, chip, receivedAt }));
        const ids = reads.map(({ readId }) => readId);
        return state
          .update(keyOf(eventId, bib))
          .append({ passes })
          .add({ readIds: ids })
          .where(({ readIds }, { notContains }) => ids.map((id) => notContains(readIds, id)).join(' AND '))
          .commit();
      }),
    ).go();
    if (!result.canceled) return pending.flatMap(({ reads }) => reads.map(({ readId }) => readId));
    // The updates' outcomes, in the order given.
    const outcomes = result.data as readonly TransactionItem<unknown>[];
    const refused = pending.filter((_, i) => outcomes[i]?.code === 'ConditionalCheckFailed');
    if (refused.length === 0 && pending.length > 1) {
      // A conflict with a concurrent batch: one athlete per transaction then, so an athlete that
      // another batch is writing holds up only itself.
      return (await inParallel(pending, WRITES_IN_FLIGHT, (one) => recordTogether(eventId, [one], receivedAt))).flat();
    }
    if (refused.length > 0) {
      const stored = await storedReadIds(eventId, refused.map(({ bib }) => bib));
      pending = pending.map(({ bib, reads }) => ({ bib, reads: reads.filter(({ readId }) => !stored.has(readId)) }));
    }
    await pause(attempt);
  }
  throw new Error(`Reads of bibs ${pending.map(({ bib }) => bib).join(', ')} could not be recorded`);
}

/**
 * The read ids that were new, of reads with distinct ids: one update per athlete (per 40 reads),
 * 100 athletes per transaction; two parts of one athlete never share one. Reads already stored (a
 * batch sent again) are found by the updates' conditions.
 */
export async function recordReads(eventId: number, reads: StoredRead[], receivedAt: string): Promise<Set<string>> {
  const byBib = new Map<string, StoredRead[]>();
  for (const read of reads) {
    const list = byBib.get(read.bib);
    if (list) list.push(read);
    else byBib.set(read.bib, [read]);
  }
  const parts = [...byBib].map(([bib, list]) => chunksOf(list, READS_PER_UPDATE).map((chunk) => ({ bib, reads: chunk })));
  const rounds = Array.from({ length: Math.max(0, ...parts.map((chunks) => chunks.length)) }, (_, round) => parts.flatMap((chunks) => chunks[round] ?? []));
  const stored: string[] = [];
  for (const round of rounds) {
    const written = await inParallel(chunksOf(round, MAX_OPERATIONS), WRITES_IN_FLIGHT, (athletes) => recordTogether(eventId, athletes, receivedAt));
    stored.push(...written.flat());
  }
  return new Set(stored);
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
