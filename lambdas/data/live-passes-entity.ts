// The live table's list for one filter of one modality (a checkpoint code, the finish, the runners
// still on course): its newest passes, kept by the refresh and read by GET …/live/passes.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const LivePassesEntity = new Entity(
  {
    model: { entity: 'livePasses', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      codMod: { type: 'string', required: true },
      /** A checkpoint code, 0 for the finish, 100000 for the runners still on course. */
      filter: { type: 'number', required: true },
      /** LivePass[], newest first. */
      passes: { type: 'any', required: true },
      hash: { type: 'string', required: true },
    },
    indexes: {
      byFilter: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['codMod', 'filter'] },
      },
    },
  },
  entityConfig,
);
