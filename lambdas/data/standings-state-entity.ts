// The bookkeeping of an event's standings: which ingest version they reflect, the lease of the one
// recompute running, the delta sequence, and the hash of every stored page. Absent numbers are 0.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const StandingsStateEntity = new Entity(
  {
    model: { entity: 'standingsState', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** Raised by every ingest; the standings are current when computedVersion equals it. */
      version: { type: 'number' },
      computedVersion: { type: 'number' },
      /** Who recomputes, until when (epoch ms): one recompute per event at a time. */
      leaseOwner: { type: 'string' },
      leaseUntil: { type: 'number' },
      seq: { type: 'number' },
      /** New at every start-list upload, so a warm container knows whether its copy is current. */
      startListRevision: { type: 'string' },
      /** Page key → content hash, so a recompute writes only the pages that changed. */
      pageHashes: { type: 'any' },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type StandingsStateItem = EntityItem<typeof StandingsStateEntity>;
