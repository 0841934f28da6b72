// A check the chat mail job owes: whether an athlete (recipient = their userID) or every participant
// of a reto (recipient = 'all', after a broadcast) still has unread messages at dueAt, and is mailed
// if offline. All pending checks share one gsi1 partition, soonest first: there are few at a time.
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const CHAT_MAIL_QUEUE = 'reto-chat-mails';

export const RetoChatMailEntity = new Entity(
  {
    model: { entity: 'retoChatMail', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      recipient: { type: 'string', required: true, readOnly: true },
      /** Epoch seconds. */
      dueAt: { type: 'number', required: true },
      /** The origin the message was sent at: the mail links back to the reto there. */
      site: { type: 'string', required: true },
      /** Constant (CHAT_MAIL_QUEUE): the partition of every check in gsi1. */
      queue: { type: 'string', required: true, default: CHAT_MAIL_QUEUE, readOnly: true },
    },
    indexes: {
      byRecipient: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['recipient'], casing: 'none' },
      },
      soonestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['queue'] },
        sk: { field: 'gsi1sk', composite: ['dueAt', 'eventId', 'recipient'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type RetoChatMailItem = EntityItem<typeof RetoChatMailEntity>;
