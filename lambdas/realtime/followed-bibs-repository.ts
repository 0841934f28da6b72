// Access patterns of the bibs followed in an event: a follow adds its bib; a refresh reads them all.
import { BIB_SHARDS, bibShard } from '@lambdas/data/athlete-entity';
import { guardedWrite } from '@lambdas/data/conditions';
import { FollowedBibsEntity } from '@lambdas/data/followed-bibs-entity';
import { readInBatches } from '@lambdas/data/batch-reads';

/** Follows are forgotten two days after an event's last one. */
const FOLLOWS_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

/**
 * Follows the bib until `until` (epoch seconds; two days from now unless given): a shard's lifetime is
 * only ever lengthened, so a live page's follow never cuts short a push subscription's (docs/realtime.md).
 */
export async function followBib(eventId: number, bib: string, now: Date, until = Math.floor(now.getTime() / 1000) + FOLLOWS_LIFETIME_SECONDS): Promise<void> {
  const key = { eventId, shard: bibShard(bib) };
  const lengthened = await guardedWrite(
    FollowedBibsEntity.update(key)
      .add({ bibs: [bib] })
      .set({ expiresAt: until })
      .where(({ expiresAt }, { notExists, lt }) => `${notExists(expiresAt)} OR ${lt(expiresAt, until)}`)
      .go({ response: 'none' }),
  );
  if (!lengthened) await FollowedBibsEntity.update(key).add({ bibs: [bib] }).go({ response: 'none' });
}

export async function listFollowedBibs(eventId: number): Promise<Set<string>> {
  const keys = Array.from({ length: BIB_SHARDS }, (_, shard) => ({ eventId, shard }));
  const { found, missed } = await readInBatches(keys, async (pending) => {
    const { data, unprocessed } = await FollowedBibsEntity.get(pending).go();
    return { data, unprocessed: unprocessed.map(({ shard }) => ({ eventId, shard })) };
  });
  if (missed.length > 0) throw new Error(`${missed.length} shards of followed bibs could not be read`);
  return new Set(found.flatMap(({ bibs }) => bibs ?? []));
}
