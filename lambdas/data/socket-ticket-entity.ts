// A one-time ticket to subscribe to a private WebSocket topic: issued by the HTTP API to a caller the
// topic's rules allow, redeemed once by the WebSocket API, gone after a minute (TTL).
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const SocketTicketEntity = new Entity(
  {
    model: { entity: 'socketTicket', version: '1', service: SERVICE },
    attributes: {
      ticket: { type: 'string', required: true, readOnly: true },
      topic: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      /** Epoch seconds: DynamoDB's TTL removes it, and a redeem after it is refused. */
      expiresAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byTicket: {
        pk: { field: 'pk', composite: ['ticket'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type SocketTicketItem = EntityItem<typeof SocketTicketEntity>;
