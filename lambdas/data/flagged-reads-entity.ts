// One athlete's doubtful reads in an event (docs/timing.md#the-review-queue): written by the
// standings refresh when they change, read by the timer's review queue. Only athletes with flagged
// reads have one, so the queue is one query of the event's partition, however large the race.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const FlaggedReadsEntity = new Entity(
  {
    model: { entity: 'flaggedReads', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** The athlete's key in the timing data: a bib, or a chip no start-list entry carries. */
      bib: { type: 'string', required: true },
      /** FlaggedRead[] (shared/timing/read-review.ts), oldest first. */
      reads: { type: 'any', required: true },
      /** The reads' content hash: a refresh that starts cold compares its flags with these. */
      hash: { type: 'string', required: true },
    },
    indexes: {
      byBib: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['bib'] },
      },
    },
  },
  entityConfig,
);

export type FlaggedReadsItem = EntityItem<typeof FlaggedReadsEntity>;
