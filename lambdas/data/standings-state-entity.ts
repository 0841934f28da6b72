// The bookkeeping of an event's standings: which change they reflect (every change request raises
// `version`) and the in-memory copy they were computed from. Absent numbers are 0. Kept small: every
// timing request updates it. Events with a change not yet seen by the catch-up sweep share one sparse
// gsi2 partition (catch-up-state.ts).
import { Entity, type EntityItem } from 'electrodb';
import { catchUpAttributes, changedIndex } from './catch-up-state';
import { entityConfig, SERVICE } from './table';

export const StandingsStateEntity = new Entity(
  {
    model: { entity: 'standingsState', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      ...catchUpAttributes,
      /** The in-memory standings the last refresh saved from: a container holding that copy goes on from it. */
      modelToken: { type: 'string' },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
      changed: changedIndex,
    },
  },
  entityConfig,
);

export type StandingsStateItem = EntityItem<typeof StandingsStateEntity>;
