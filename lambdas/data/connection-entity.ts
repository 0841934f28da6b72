// An open WebSocket connection and the topics it listens to.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

/** Expiry index partitions: spreads thousands of viewers connecting at once over several keys. */
export const CONNECTION_SHARDS = 16;

export function connectionShard(connectionId: string): number {
  let hash = 0;
  for (const char of connectionId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % CONNECTION_SHARDS;
}

export const ConnectionEntity = new Entity(
  {
    model: { entity: 'connection', version: '1', service: SERVICE },
    attributes: {
      connectionId: { type: 'string', required: true },
      shard: { type: 'number', required: true },
      connectedAt: { type: 'number', required: true },
      /** Epoch seconds; DynamoDB TTL removes it, the sweep job removes what TTL has not yet. */
      expiresAt: { type: 'number', required: true },
      topics: { type: 'set', items: 'string' },
    },
    indexes: {
      byConnection: {
        pk: { field: 'pk', composite: ['connectionId'] },
        sk: { field: 'sk', composite: [] },
      },
      byExpiry: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['shard'] },
        sk: { field: 'gsi1sk', composite: ['expiresAt'] },
      },
    },
  },
  entityConfig,
);

export type ConnectionItem = EntityItem<typeof ConnectionEntity>;
