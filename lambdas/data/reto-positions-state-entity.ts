// The bookkeeping of a reto's positions (docs/retos.md): every recorded finish time
// raises `version`; a recompute records the version it started from as `computedVersion`, and the
// number of finishers of each results list. Small: every finish time updates it. Retos with a change
// not yet seen by the catch-up sweep share one sparse gsi2 partition (catch-up-state.ts).
import { Entity, type EntityItem } from 'electrodb';
import { catchUpAttributes, changedIndex } from './catch-up-state';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';

export const RetoPositionsStateEntity = new Entity(
  {
    model: { entity: 'retoPositionsState', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      ...catchUpAttributes,
      /** Finishers of each results list (all, F, M) as last computed. */
      totals: { type: 'map', properties: { all: { type: 'number' }, F: { type: 'number' }, M: { type: 'number' } } },
    },
    indexes: {
      byReto: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
      changed: changedIndex,
    },
  },
  entityConfig,
);

export type RetoPositionsStateItem = EntityItem<typeof RetoPositionsStateEntity>;
