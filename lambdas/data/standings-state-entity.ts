// The bookkeeping of an event's standings: which change they reflect and the in-memory copy they
// were computed from. Absent numbers are 0. Kept small: every timing request updates it. Events with
// a change not yet seen by the catch-up sweep share one sparse gsi2 partition (catch-up.ts).
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const StandingsStateEntity = new Entity(
  {
    model: { entity: 'standingsState', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** Raised by every change request; the standings are current when computedVersion equals it. */
      version: { type: 'number' },
      computedVersion: { type: 'number' },
      /** The in-memory standings the last refresh saved from: a container holding that copy goes on from it. */
      modelToken: { type: 'string' },
      /** Set by every change, removed by the catch-up sweep once the standings are current: the key of the sparse index. */
      behind: { type: ['yes'] as const },
      /** When the last change was numbered (ISO-8601 UTC). */
      changedAt: { type: 'string' },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
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

export type StandingsStateItem = EntityItem<typeof StandingsStateEntity>;
