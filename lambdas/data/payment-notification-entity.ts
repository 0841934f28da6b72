// A payment provider notification already handled, by the provider's id: a replay finds it and
// changes nothing. DynamoDB's TTL forgets it once the provider has long stopped retrying.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const PaymentNotificationEntity = new Entity(
  {
    model: { entity: 'paymentNotification', version: '1', service: SERVICE },
    attributes: {
      notificationId: { type: 'string', required: true, readOnly: true },
      type: { type: 'string', required: true },
      orderId: { type: 'string', required: true },
      receivedAt: { type: 'string', required: true },
      /** Epoch seconds. */
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['notificationId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);
