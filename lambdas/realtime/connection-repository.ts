// Access patterns of WebSocket connections and their topic subscriptions. Following an event's live
// summary counts in its audience (which paces its broadcasts); following an athlete records the bib
// as followed, so a refresh sends that athlete's changes.
import { athleteTopicParts, liveTopicEvent } from '@shared/realtime/live-messages';
import { isConditionFailure } from '@lambdas/data/conditions';
import { CONNECTION_SHARDS, ConnectionEntity, connectionShard } from '@lambdas/data/connection-entity';
import { LiveFeedEntity } from '@lambdas/data/live-feed-entity';
import { SubscriptionEntity, subscriptionShard } from '@lambdas/data/subscription-entity';
import { followBib } from './followed-bibs-repository';

/** API Gateway closes a WebSocket after two hours at most. */
const CONNECTION_LIFETIME_SECONDS = 2 * 60 * 60;

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

const subscriptionKey = (topic: string, connectionId: string) => ({ topic, connectionId, shard: subscriptionShard(topic, connectionId) });

async function countAudience(topic: string, change: 1 | -1): Promise<void> {
  const eventId = liveTopicEvent(topic);
  if (eventId !== null) await LiveFeedEntity.update({ eventId }).add({ audience: change }).go({ response: 'none' });
}

export async function openConnection(connectionId: string, now: Date): Promise<void> {
  await ConnectionEntity.put({
    connectionId,
    shard: connectionShard(connectionId),
    connectedAt: now.getTime(),
    expiresAt: epochSeconds(now) + CONNECTION_LIFETIME_SECONDS,
  }).go();
}

/** Topics one connection may follow at once; a live page follows one or two. */
export const MAX_TOPICS_PER_CONNECTION = 20;

export type Subscription = 'subscribed' | 'closed' | 'tooManyTopics';

/**
 * 'closed' when the connection is unknown (already closed or swept). The topic is recorded on the
 * connection first, so a $disconnect racing with this call still finds and removes the subscription;
 * the same guard keeps a connection under its topic limit (a topic it already follows still answers).
 */
export async function subscribe(connectionId: string, topic: string, now = new Date()): Promise<Subscription> {
  let expiresAt: number;
  try {
    const { data } = await ConnectionEntity.patch({ connectionId })
      .add({ topics: [topic] })
      // value() names its placeholder after the attribute it is given, which must be in the expression,
      // and types it as that attribute: the count is a number, not the set.
      .where(
        ({ topics }, { contains, notExists, size, value }) =>
          `(${notExists(topics)} OR ${contains(topics, topic)} OR ${size(topics)} < ${value(topics, MAX_TOPICS_PER_CONNECTION as unknown as string[])})`,
      )
      .go({ response: 'all_new' });
    expiresAt = data.expiresAt;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data: open } = await ConnectionEntity.get({ connectionId }).go();
    return open ? 'tooManyTopics' : 'closed';
  }
  try {
    await SubscriptionEntity.create({ ...subscriptionKey(topic, connectionId), expiresAt }).go({ response: 'none' });
  } catch (error) {
    // Subscribed already: counted and recorded the first time.
    if (isConditionFailure(error)) return 'subscribed';
    throw error;
  }
  const athlete = athleteTopicParts(topic);
  await Promise.all([countAudience(topic, 1), athlete ? followBib(athlete.eventId, athlete.bib, now) : undefined]);
  return 'subscribed';
}

async function removeSubscription(connectionId: string, topic: string): Promise<void> {
  try {
    await SubscriptionEntity.remove(subscriptionKey(topic, connectionId)).go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  await countAudience(topic, -1);
}

export async function unsubscribe(connectionId: string, topic: string): Promise<void> {
  await removeSubscription(connectionId, topic);
  try {
    await ConnectionEntity.patch({ connectionId }).delete({ topics: [topic] }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function closeConnection(connectionId: string): Promise<void> {
  const { data: connection } = await ConnectionEntity.get({ connectionId }).go();
  if (!connection) return;
  await Promise.all((connection.topics ?? []).map((topic) => removeSubscription(connectionId, topic)));
  await ConnectionEntity.delete({ connectionId }).go();
}

export async function listExpiredConnections(now: Date): Promise<string[]> {
  const shards = Array.from({ length: CONNECTION_SHARDS }, (_, shard) => shard);
  const pages = await Promise.all(
    shards.map((shard) =>
      ConnectionEntity.query
        .byExpiry({ shard })
        .lt({ expiresAt: epochSeconds(now) })
        .go({ pages: 'all', attributes: ['connectionId'] }),
    ),
  );
  return pages.flatMap(({ data }) => data.map((c) => c.connectionId));
}

/** The connections of one shard of a topic's listeners. */
export async function listSubscribers(topic: string, shard: number): Promise<string[]> {
  const { data } = await SubscriptionEntity.query.byTopic({ topic, shard }).go({ pages: 'all', attributes: ['connectionId'] });
  return data.map(({ connectionId }) => connectionId);
}
