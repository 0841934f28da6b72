// What one athlete has read of a reto's broadcasts (the count of broadcasts when they last read
// them: unread = sent − read) and when they were last mailed about unread messages (at most one
// mail an hour). In the reto's partition by athlete.
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoChatReaderEntity = new Entity(
  {
    model: { entity: 'retoChatReader', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      userID: { type: 'string', required: true, readOnly: true },
      broadcastsRead: { type: 'number' },
      /** Epoch seconds of the last mail about unread messages. */
      lastMailAt: { type: 'number' },
    },
    indexes: {
      byAthlete: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['userID'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type RetoChatReaderItem = EntityItem<typeof RetoChatReaderEntity>;
