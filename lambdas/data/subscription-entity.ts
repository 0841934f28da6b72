// One connection listening to one topic; a shard of a topic's listeners is one query away. A live
// topic followed by thousands is spread over shards, so its sends run in parallel invocations.
import { Entity } from 'electrodb';
import { connectionShard } from './connection-entity';
import { entityConfig, SERVICE } from './table';

/** Shards of a topic's listeners: the live summary of an event is followed by many, an athlete by a few. */
export const topicShards = (topic: string) => (topic.startsWith('live:') ? 8 : 1);

export const subscriptionShard = (topic: string, connectionId: string) => connectionShard(connectionId) % topicShards(topic);

export const SubscriptionEntity = new Entity(
  {
    model: { entity: 'subscription', version: '1', service: SERVICE },
    attributes: {
      topic: { type: 'string', required: true },
      connectionId: { type: 'string', required: true },
      shard: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byTopic: {
        pk: { field: 'pk', composite: ['topic', 'shard'] },
        sk: { field: 'sk', composite: ['connectionId'] },
      },
    },
  },
  entityConfig,
);
