// Access patterns of the rows a recompute publishes: each athlete's row (read by lambdas/results)
// and, per bib shard, the rows' hashes that the next recompute compares its rows with.
import { BIB_SHARDS, bibShard } from '../data/athlete-entity';
import { PublishedHashesEntity } from '../data/published-hashes-entity';
import { PublishedRowEntity } from '../data/published-row-entity';
import { readInBatches } from './batch-reads';
import { untilProcessed } from './batch-writes';
import { chunksOf, inParallel } from './in-parallel';
import type { HashedRow } from './standings-delta';

const BATCH_SIZE = 25;
const WRITES_IN_FLIGHT = 8;

/** bib → hash of the published row, one record per bib shard (the index). */
export type PublishedHashes = Record<string, string>[];

export async function getPublishedHashes(eventId: number): Promise<PublishedHashes> {
  const keys = Array.from({ length: BIB_SHARDS }, (_, shard) => ({ eventId, shard }));
  const { found, missed } = await readInBatches(keys, async (pending) => {
    const { data, unprocessed } = await PublishedHashesEntity.get(pending).go();
    return { data, unprocessed: unprocessed.map(({ shard }) => ({ eventId, shard })) };
  });
  if (missed.length > 0) throw new Error(`${missed.length} shards of published hashes could not be read`);
  const hashes: PublishedHashes = keys.map(() => ({}));
  for (const { shard, hashes: stored } of found) hashes[shard] = stored as Record<string, string>;
  return hashes;
}

const rowKey = (item: { shard?: number; bib?: string }) => `${item.shard}|${item.bib}`;

async function inBatches<T>(items: T[], write: (batch: T[]) => Promise<void>): Promise<void> {
  await inParallel(chunksOf(items, BATCH_SIZE), WRITES_IN_FLIGHT, write);
}

/**
 * Writes the changed rows and forgets those of bibs that have none any more, then the hashes of the
 * shards they belong to: rows first, so a hash never vouches for a row that was not written.
 */
export async function publishRows(eventId: number, rows: HashedRow[], removed: string[], hashes: PublishedHashes): Promise<void> {
  const puts = rows.map(({ row }) => ({ eventId, shard: bibShard(row.num), bib: row.num, row }));
  const deletes = removed.map((bib) => ({ eventId, shard: bibShard(bib), bib }));
  await Promise.all([
    inBatches(puts, (batch) => untilProcessed(batch, rowKey, (pending) => PublishedRowEntity.put(pending).go())),
    inBatches(deletes, (batch) => untilProcessed(batch, rowKey, (pending) => PublishedRowEntity.delete(pending).go())),
  ]);
  const next = hashes.map((shardHashes) => ({ ...shardHashes }));
  rows.forEach(({ hash }, i) => {
    const { shard, bib } = puts[i]!;
    next[shard]![bib] = hash;
  });
  for (const { shard, bib } of deletes) delete next[shard]![bib];
  const changed = new Set([...puts, ...deletes].map(({ shard }) => shard));
  const items = [...changed].map((shard) => ({ eventId, shard, hashes: next[shard]! }));
  await untilProcessed(items, ({ shard }) => String(shard), (pending) => PublishedHashesEntity.put(pending).go());
}
