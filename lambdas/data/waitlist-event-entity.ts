// An event that has had a waiting list: what the offering job (offer-waitlist-places.ts) walks. Put
// with an event's first entry and kept, so a join never races the job's removal of it. All share one
// gsi1 partition: events with a sold-out modality are few.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const WAITLIST_EVENTS = 'listas';

export const WaitlistEventEntity = new Entity(
  {
    model: { entity: 'waitlistEvent', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      /** Constant (WAITLIST_EVENTS): the partition of every event with a list in gsi1. */
      listas: { type: 'string', required: true, default: WAITLIST_EVENTS, readOnly: true },
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
      all: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['listas'] },
        sk: { field: 'gsi1sk', composite: ['eventId'] },
      },
    },
  },
  entityConfig,
);

export type WaitlistEventItem = EntityItem<typeof WaitlistEventEntity>;
