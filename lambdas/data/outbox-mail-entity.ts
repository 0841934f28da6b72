// A mail the platform owes and has not delivered yet (the one outbox, lambdas/mail/): written by the
// change that owes it (in the same transaction where that change is one), sent right after, deleted
// once SES took it. One a sender was cut off before sending, or SES refused, waits for the delivery
// job. All share one gsi1 partition, soonest first: few at a time.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const OUTBOX_QUEUE = 'mails';

export const OutboxMailEntity = new Entity(
  {
    model: { entity: 'outboxMail', version: '1', service: SERVICE },
    attributes: {
      /** Who owes it and why (e.g. `registro:{eventId}:{registroId}:{tipoCorreo}`): the same mail owed twice is one. */
      mailId: { type: 'string', required: true, readOnly: true },
      /** What it tells, for logs: a registration's mail, a reto chat's notice. */
      kind: { type: 'string', required: true, readOnly: true },
      to: { type: 'string', required: true, readOnly: true },
      subject: { type: 'string', required: true, readOnly: true },
      html: { type: 'string', required: true, readOnly: true },
      text: { type: 'string', required: true, readOnly: true },
      /** ISO-8601 UTC: when the delivery job may take it (after its sender's own send, then after each failed one). */
      dueAt: { type: 'string', required: true },
      /** Sends the delivery job made. */
      attempts: { type: 'number', required: true, default: 0 },
      /** A registration's confirmation: once the outbox gives up on it, the registrant is marked (sendMail) for staff to send it again. */
      staffResend: {
        type: 'map',
        properties: {
          eventId: { type: 'number', required: true },
          registroId: { type: 'string', required: true },
        },
      },
      /** Constant (OUTBOX_QUEUE): the partition of every mail owed in gsi1. */
      queue: { type: 'string', required: true, default: OUTBOX_QUEUE },
    },
    indexes: {
      byMail: {
        pk: { field: 'pk', composite: ['mailId'], casing: 'none' },
        sk: { field: 'sk', composite: [] },
      },
      soonestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['queue'] },
        sk: { field: 'gsi1sk', composite: ['dueAt', 'mailId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type OutboxMailItem = EntityItem<typeof OutboxMailEntity>;
