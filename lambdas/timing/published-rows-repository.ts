// Access patterns of the rows a refresh publishes: each athlete's row with its content hash (read by
// lambdas/results), and the hashes of a whole event for a refresh that starts cold.
import { BIB_SHARDS, bibShard } from '@lambdas/data/athlete-entity';
import { PublishedRowEntity } from '@lambdas/data/published-row-entity';
import { writeInBatches } from '@lambdas/data/batch-writes';
import type { HashedRow } from './standings-delta';

/** bib → hash of every published row of the event. */
export async function listPublishedHashes(eventId: number): Promise<Map<string, string>> {
  const shards = Array.from({ length: BIB_SHARDS }, (_, shard) => shard);
  const results = await Promise.all(
    shards.map((shard) => PublishedRowEntity.query.byBib({ eventId, shard }).go({ pages: 'all', attributes: ['bib', 'hash'] })),
  );
  return new Map(results.flatMap(({ data }) => data.map(({ bib, hash }) => [bib, hash ?? ''] as const)));
}

const rowKey = (item: { shard?: number; bib?: string }) => `${item.shard}|${item.bib}`;

/** Writes the changed rows with their hashes and forgets those of bibs that have none any more. */
export async function publishRows(eventId: number, rows: HashedRow[], removed: string[]): Promise<void> {
  const puts = rows.map(({ row, hash }) => ({ eventId, shard: bibShard(row.num), bib: row.num, row, hash }));
  const deletes = removed.map((bib) => ({ eventId, shard: bibShard(bib), bib }));
  await Promise.all([
    writeInBatches(puts, rowKey, (pending) => PublishedRowEntity.put(pending).go()),
    writeInBatches(deletes, rowKey, (pending) => PublishedRowEntity.delete(pending).go()),
  ]);
}
