// An access code of a reto (docs/retos.md §3 Event pass, §4 Access code): six letters or digits,
// how many athletes it admits and who took it. In the reto's partition by code (a registration
// finds it at once); newest first in gsi1 for the organizer's list.
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoPassEntity = new Entity(
  {
    model: { entity: 'retoPass', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      code: { type: 'string', required: true, readOnly: true },
      /** Who generated it. */
      userID: { type: 'string', required: true, readOnly: true },
      uses: { type: 'number', required: true, readOnly: true },
      usedCount: { type: 'number', required: true, default: 0 },
      /** The athletes who registered with it, in order. */
      used: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Switched by the organizer; a code is usable while active and not used up. */
      active: { type: 'boolean', required: true, default: true },
      /** When it was generated, ISO-8601 UTC. */
      date: { type: 'string', required: true, readOnly: true },
      /** The generation request that made it: a retried request makes no more codes. */
      batch: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCode: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['code'], casing: 'none' },
      },
      newestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventId'] },
        sk: { field: 'gsi1sk', composite: ['date', 'code'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type RetoPassItem = EntityItem<typeof RetoPassEntity>;
