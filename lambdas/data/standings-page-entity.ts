// A precomputed page of an event's standings (100 rows of one modality, view and group), answered
// as is by the public results route; `hash` is its content hash and the route's ETag.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const StandingsPageEntity = new Entity(
  {
    model: { entity: 'standingsPage', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      modalidad: { type: 'string', required: true },
      /** A ResultView, or the name index the search reads. */
      view: { type: 'string', required: true },
      group: { type: 'string', required: true },
      page: { type: 'number', required: true },
      pageCount: { type: 'number', required: true },
      total: { type: 'number', required: true },
      rows: { type: 'any', required: true },
      hash: { type: 'string', required: true },
      generatedAt: { type: 'string', required: true },
    },
    indexes: {
      // One partition per list, so the pages viewers read are spread over many keys.
      byList: {
        pk: { field: 'pk', composite: ['eventId', 'modalidad', 'view', 'group'] },
        sk: { field: 'sk', composite: ['page'] },
      },
    },
  },
  entityConfig,
);

export type StandingsPageItem = EntityItem<typeof StandingsPageEntity>;
