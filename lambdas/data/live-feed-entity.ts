// What a live page loads before following the WebSocket: counts, the latest passes and the delta
// sequence they match.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const LiveFeedEntity = new Entity(
  {
    model: { entity: 'liveFeed', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      seq: { type: 'number', required: true },
      finishers: { type: 'number', required: true },
      participants: { type: 'number', required: true },
      /** LivePass[], newest first. */
      passes: { type: 'any', required: true },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type LiveFeedItem = EntityItem<typeof LiveFeedEntity>;
