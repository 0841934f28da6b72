// One browser's push subscription in one event: the athletes it asked notices of (bounded), and the
// secret that proves a later change comes from the same browser (docs/realtime.md, "Push notices").
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const PushSubscriberEntity = new Entity(
  {
    model: { entity: 'pushSubscriber', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** The endpoint's SHA-256, base64url. */
      subscriptionId: { type: 'string', required: true },
      auth: { type: 'string', required: true },
      bibs: { type: 'set', items: 'string' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byEndpoint: {
        pk: { field: 'pk', composite: ['eventId', 'subscriptionId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);
