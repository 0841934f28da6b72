// One connection listening to one topic; a topic's listeners are one query away.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const SubscriptionEntity = new Entity(
  {
    model: { entity: 'subscription', version: '1', service: SERVICE },
    attributes: {
      topic: { type: 'string', required: true },
      connectionId: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byTopic: {
        pk: { field: 'pk', composite: ['topic'] },
        sk: { field: 'sk', composite: ['connectionId'] },
      },
    },
  },
  entityConfig,
);
