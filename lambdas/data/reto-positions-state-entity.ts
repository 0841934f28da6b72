// The bookkeeping of a reto's positions (README 'Virtual events (retos)'): every recorded finish time
// raises `version`; a recompute records the version it started from as `computedVersion`, and the
// number of finishers of each results list. Small: every finish time updates it. Retos with a change
// not yet seen by the catch-up sweep share one sparse gsi2 partition (catch-up.ts).
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
      /** Set by every change, removed by the catch-up sweep once the positions are current: the key of the sparse index. */
      behind: { type: ['yes'] as const },
      /** When the last change was numbered (ISO-8601 UTC). */
      changedAt: { type: 'string' },
    },
    indexes: {
      byReto: {
        pk: { field: 'pk', composite: ['eventID'] },
        sk: { field: 'sk', composite: [] },
      },
      changed: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['behind'] },
        sk: { field: 'gsi2sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type RetoPositionsStateItem = EntityItem<typeof RetoPositionsStateEntity>;
