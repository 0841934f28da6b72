// One browser's push subscription to one athlete's notices (docs/realtime.md, "Push notices"): the
// subscriptions of an (event, bib) are one query, for the fan-out to find when the athlete's row changes.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const PushSubscriptionEntity = new Entity(
  {
    model: { entity: 'pushSubscription', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      bib: { type: 'string', required: true },
      /** The endpoint's SHA-256, base64url: one subscription per browser and athlete. */
      subscriptionId: { type: 'string', required: true },
      endpoint: { type: 'string', required: true },
      p256dh: { type: 'string', required: true },
      auth: { type: 'string', required: true },
      /** The passes (checkpoint codes, 0 the finish) this subscription was told of, or had before it began. */
      notified: { type: 'set', items: 'string' },
      /** Epoch seconds: forgotten a while after the event. */
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byAthlete: {
        pk: { field: 'pk', composite: ['eventId', 'bib'] },
        sk: { field: 'sk', composite: ['subscriptionId'] },
      },
    },
  },
  entityConfig,
);
