// Access patterns of the review queue (docs/timing.md#the-review-queue): the flagged reads a refresh
// stores per athlete (only when they change), the queue the timer reads, and the timer's decisions,
// recorded in the athlete's timing state once per read.
import type { FlaggedRead, ReviewDecision } from '@shared/timing/read-review';
import { AthletePassesEntity } from '@lambdas/data/athlete-passes-entity';
import { bibShard } from '@lambdas/data/athlete-entity';
import { writeInBatches } from '@lambdas/data/batch-writes';
import { guardedWrite } from '@lambdas/data/conditions';
import { FlaggedReadsEntity } from '@lambdas/data/flagged-reads-entity';

/** An athlete's flagged reads as a refresh found them: none left, the item goes. */
export interface FlagChange {
  bib: string;
  reads: FlaggedRead[];
  hash: string;
}

/** bib → hash of every athlete's stored flags, for a refresh that starts cold. */
export async function listFlagHashes(eventId: number): Promise<Map<string, string>> {
  const { data } = await FlaggedReadsEntity.query.byBib({ eventId }).go({ pages: 'all', attributes: ['bib', 'hash'] });
  return new Map(data.map(({ bib, hash }) => [bib, hash] as const));
}

const flagKey = (item: { bib?: string }) => item.bib ?? '';

export async function saveFlagChanges(eventId: number, changes: FlagChange[]): Promise<void> {
  const puts = changes.filter(({ reads }) => reads.length > 0).map(({ bib, reads, hash }) => ({ eventId, bib, reads, hash }));
  const deletes = changes.filter(({ reads }) => reads.length === 0).map(({ bib }) => ({ eventId, bib }));
  await Promise.all([
    writeInBatches(puts, flagKey, (pending) => FlaggedReadsEntity.put(pending).go()),
    writeInBatches(deletes, flagKey, (pending) => FlaggedReadsEntity.delete(pending).go()),
  ]);
}

/** The first `limit` athletes with flagged reads, by key, and whether more have some. */
export async function listFlagged(eventId: number, limit: number): Promise<{ athletes: { bib: string; reads: FlaggedRead[] }[]; more: boolean }> {
  const { data, cursor } = await FlaggedReadsEntity.query.byBib({ eventId }).go({ limit, attributes: ['bib', 'reads'] });
  return { athletes: data.map(({ bib, reads }) => ({ bib, reads: reads as FlaggedRead[] })), more: cursor !== null };
}

export async function getFlagged(eventId: number, bib: string): Promise<FlaggedRead[]> {
  const { data } = await FlaggedReadsEntity.get({ eventId, bib }).go({ attributes: ['reads'] });
  return (data?.reads as FlaggedRead[] | undefined) ?? [];
}

/** The decision taken on the read before, read consistently: a write just refused for it included. */
export async function decisionOf(eventId: number, bib: string, readId: string): Promise<ReviewDecision | undefined> {
  const { data } = await AthletePassesEntity.get({ eventId, shard: bibShard(bib), bib }).go({ attributes: ['reviews'], consistent: true });
  return data?.reviews?.find((review) => review.readId === readId)?.decision;
}

/**
 * Records the timer's decision on one read with who took it, unless the read has one already (a
 * double click, or two timers at once: one write wins). Answers the decision the read has now and
 * whether this call took it.
 */
export async function recordDecision(
  eventId: number,
  bib: string,
  review: { readId: string; decision: ReviewDecision; by: string; at: string },
): Promise<{ changed: boolean; decision: ReviewDecision }> {
  const written = await guardedWrite(
    AthletePassesEntity.update({ eventId, shard: bibShard(bib), bib })
      .append({ reviews: [review] })
      .add({ reviewedIds: [review.readId] })
      .where(({ reviewedIds }, { notContains }) => notContains(reviewedIds, review.readId))
      .go({ response: 'none' }),
  );
  if (written) return { changed: true, decision: review.decision };
  return { changed: false, decision: (await decisionOf(eventId, bib, review.readId)) ?? review.decision };
}
