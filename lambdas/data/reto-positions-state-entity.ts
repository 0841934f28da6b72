// The bookkeeping of a reto's positions (README 'Virtual events (retos)'): every recorded finish time
// raises `version`; a recompute records the version it started from as `computedVersion`, and the
// number of finishers of each results list. Small: every finish time updates it.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const RetoPositionsStateEntity = new Entity(
  {
    model: { entity: 'retoPositionsState', version: '1', service: SERVICE },
    attributes: {
      eventID: { type: 'string', required: true, readOnly: true },
      /** Raised by every change of a finish time; the positions are current when computedVersion equals it. Absent is 0. */
      version: { type: 'number' },
      computedVersion: { type: 'number' },
      /** Finishers of each results list (all, F, M) as last computed. */
      totals: { type: 'map', properties: { all: { type: 'number' }, F: { type: 'number' }, M: { type: 'number' } } },
    },
    indexes: {
      byReto: {
        pk: { field: 'pk', composite: ['eventID'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type RetoPositionsStateItem = EntityItem<typeof RetoPositionsStateEntity>;
