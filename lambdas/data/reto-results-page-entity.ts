// A precomputed page of a reto's results (100 finishers of one list: all, F or M), answered by the
// results route; one partition per list, so the pages viewers read are spread over a few keys.
// `hash` is the content hash of its rows: a recompute writes only the pages that changed.
import { Entity, type EntityItem } from 'electrodb';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoResultsPageEntity = new Entity(
  {
    model: { entity: 'retoResultsPage', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      list: { type: ['all', 'F', 'M'] as const, required: true, readOnly: true },
      page: { type: 'number', required: true, readOnly: true },
      /** The RetoResultRow list as packed JSON. */
      packedRows: { type: 'any', required: true },
      hash: { type: 'string', required: true },
    },
    indexes: {
      byList: {
        pk: { field: 'pk', composite: ['eventId', 'list'] },
        sk: { field: 'sk', composite: ['page'] },
      },
    },
  },
  entityConfig,
);

export type RetoResultsPageItem = EntityItem<typeof RetoResultsPageEntity>;
