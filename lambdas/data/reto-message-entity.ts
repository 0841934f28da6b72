// A message of a reto's chat (docs/retos.md §3 Chat message): in an athlete's thread with the
// organizer (thread = the athlete's userID) or among the broadcasts (thread = 'all'). Keyed by the
// send's intento, so a retried send finds the message its first try wrote; newest first in gsi1 by
// the spec's id (time in ms × 1000 + a draw below 1000).
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoMessageEntity = new Entity(
  {
    model: { entity: 'retoMessage', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      thread: { type: 'string', required: true, readOnly: true },
      intento: { type: 'string', required: true, readOnly: true },
      id: { type: 'string', required: true, readOnly: true },
      type: { type: ['text'] as const, required: true, default: 'text', readOnly: true },
      /** Plain text as written (trimmed): never read as HTML. */
      text: { type: 'string', required: true, readOnly: true },
      topics: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
      userIDCreate: { type: 'string', required: true, readOnly: true },
      sender: { type: ['athlete', 'organizer'] as const, required: true, readOnly: true },
      /** Epoch seconds. */
      date: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byIntento: {
        pk: { field: 'pk', composite: ['eventId', 'thread'], casing: 'none' },
        sk: { field: 'sk', composite: ['intento'], casing: 'none' },
      },
      newestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventId', 'thread'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['id'] },
      },
    },
  },
  entityConfig,
);

export type RetoMessageItem = EntityItem<typeof RetoMessageEntity>;
