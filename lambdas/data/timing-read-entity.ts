// A raw read exactly as a timing system sent it, stored once per read id: the audit trail of ingest.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const TimingReadEntity = new Entity(
  {
    model: { entity: 'timingRead', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** bibShard(bib): a busy finish line writes to several partitions, not one. */
      shard: { type: 'number', required: true },
      readId: { type: 'string', required: true },
      bib: { type: 'string', required: true },
      chip: { type: 'string' },
      point: { type: 'string', required: true },
      lap: { type: 'number', required: true },
      /** As sent (ISO-8601 with offset) and as epoch milliseconds. */
      time: { type: 'string', required: true },
      timeMs: { type: 'number', required: true },
      receivedAt: { type: 'string', required: true },
    },
    indexes: {
      byRead: {
        pk: { field: 'pk', composite: ['eventId', 'shard'] },
        sk: { field: 'sk', composite: ['readId'] },
      },
    },
  },
  entityConfig,
);
