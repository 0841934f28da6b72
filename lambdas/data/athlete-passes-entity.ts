// One athlete's timing state in an event: every read accepted so far, as the timing system sent it
// (the audit trail of ingest), the set of their ids that makes a read resent count once, and a whole
// row the timing software may have uploaded instead.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const AthletePassesEntity = new Entity(
  {
    model: { entity: 'athletePasses', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** bibShard(bib), as for the start list: recomputes read every shard in parallel. */
      shard: { type: 'number', required: true },
      bib: { type: 'string', required: true },
      /** Every accepted read, in arrival order; dead time is applied when the row is built. */
      passes: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            readId: { type: 'string', required: true },
            codigo: { type: 'string', required: true },
            lap: { type: 'number', required: true },
            epochMs: { type: 'number', required: true },
            /** As sent: the time with its offset, and the chip when the read named one. */
            time: { type: 'string' },
            chip: { type: 'string' },
            receivedAt: { type: 'string' },
          },
        },
      },
      /** The ids of the reads in `passes`. */
      readIds: { type: 'set', items: 'string' },
      /**
       * The timer's decisions on the athlete's flagged reads, in the order taken: the athlete's
       * change log of its reads (docs/timing.md#the-review-queue). One per read id.
       */
      reviews: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            readId: { type: 'string', required: true },
            decision: { type: ['aceptada', 'descartada'] as const, required: true },
            /** The e-mail (or user id) of who decided, and when. */
            by: { type: 'string', required: true },
            at: { type: 'string', required: true },
          },
        },
      },
      /** The ids of the reads in `reviews`: a decision taken twice is refused by a condition on it. */
      reviewedIds: { type: 'set', items: 'string' },
      /** A ResultRow as uploaded whole (PUT results); it replaces the row built from passes. */
      uploadedRow: { type: 'any' },
    },
    indexes: {
      byBib: {
        pk: { field: 'pk', composite: ['eventId', 'shard'] },
        sk: { field: 'sk', composite: ['bib'] },
      },
    },
  },
  entityConfig,
);

export type AthletePassesItem = EntityItem<typeof AthletePassesEntity>;
