// A registration's confirmation mail not yet delivered, as the registration's own outbox kept it
// before the platform had one outbox (outbox-mail-entity.ts). Nothing writes it any more; it is kept,
// names and attributes unchanged, so the mails stored under it are read and moved to the one outbox
// by its delivery job (lambdas/mail/legacy-pending-mails.ts). All share one gsi1 partition.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const PENDING_MAILS_QUEUE = 'registration-mails';

export const PendingMailEntity = new Entity(
  {
    model: { entity: 'pendingMail', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      registroId: { type: 'string', required: true, readOnly: true },
      tipoCorreo: { type: 'number', required: true, readOnly: true },
      to: { type: 'string', required: true, readOnly: true },
      subject: { type: 'string', required: true, readOnly: true },
      html: { type: 'string', required: true, readOnly: true },
      text: { type: 'string', required: true, readOnly: true },
      /** ISO-8601 UTC: when the delivery job may take it (after the completion's own send, then after each failed one). */
      dueAt: { type: 'string', required: true },
      /** Sends the delivery job made. */
      attempts: { type: 'number', required: true, default: 0 },
      /** Constant (PENDING_MAILS_QUEUE): the partition of every pending mail in gsi1. */
      queue: { type: 'string', required: true, default: PENDING_MAILS_QUEUE },
    },
    indexes: {
      byRegistrant: {
        pk: { field: 'pk', composite: ['eventId', 'registroId'] },
        sk: { field: 'sk', composite: [] },
      },
      soonestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['queue'] },
        sk: { field: 'gsi1sk', composite: ['dueAt', 'eventId', 'registroId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type PendingMailItem = EntityItem<typeof PendingMailEntity>;
