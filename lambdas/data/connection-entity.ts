// An open WebSocket connection and the topics it listens to.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const ConnectionEntity = new Entity(
  {
    model: { entity: 'connection', version: '1', service: SERVICE },
    attributes: {
      connectionId: { type: 'string', required: true },
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
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['expiresAt'] },
      },
    },
  },
  entityConfig,
);

export type ConnectionItem = EntityItem<typeof ConnectionEntity>;
