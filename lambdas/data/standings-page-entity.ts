// A precomputed page of an event's standings (100 rows of one modality, view and group, gzipped),
// answered by the public results route with its list's total; `hash` is the content hash of its rows.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const StandingsPageEntity = new Entity(
  {
    model: { entity: 'standingsPage', version: '2', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      modalidad: { type: 'string', required: true },
      /** A StandingsView (the team report, equipos, holds teams), or the name index the search reads. */
      view: { type: 'string', required: true },
      group: { type: 'string', required: true },
      page: { type: 'number', required: true },
      /** The rows as packed JSON. */
      packedRows: { type: 'any', required: true },
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
