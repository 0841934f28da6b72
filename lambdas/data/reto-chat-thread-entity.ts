// An athlete's thread with a reto's organizer: who the athlete is, the last message, and each side's
// unread messages as atomic counters (a send adds one for the other side; reading clears one's own).
// In the reto's partition by athlete; the organizer's list reads gsi1, latest activity first.
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoChatThreadEntity = new Entity(
  {
    model: { entity: 'retoChatThread', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      userID: { type: 'string', required: true, readOnly: true },
      athleteName: { type: 'string', required: true },
      /** Counters without defaults: a write that adds to one must never set the others back to zero. */
      messages: { type: 'number' },
      lastId: { type: 'string', required: true },
      lastText: { type: 'string', required: true },
      lastSender: { type: ['athlete', 'organizer'] as const, required: true },
      /** Epoch seconds. */
      lastDate: { type: 'number', required: true },
      /** The organizer's messages the athlete has not read. */
      unreadByAthlete: { type: 'number' },
      /** The athlete's messages the organizer has not read. */
      unreadByOrganizer: { type: 'number' },
    },
    indexes: {
      byAthlete: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['userID'], casing: 'none' },
      },
      latestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventId'] },
        sk: { field: 'gsi1sk', composite: ['lastId', 'userID'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type RetoChatThreadItem = EntityItem<typeof RetoChatThreadEntity>;
