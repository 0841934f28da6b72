// The content hash of every published row of one bib shard (bib → hash): what a recompute compares
// its rows with, loaded for the whole event in one batch read instead of with the rows themselves.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const PublishedHashesEntity = new Entity(
  {
    model: { entity: 'publishedHashes', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** bibShard(bib): a 30,000-runner field stays far below the 400 KB item limit per shard. */
      shard: { type: 'number', required: true },
      hashes: { type: 'any', required: true },
    },
    indexes: {
      byShard: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['shard'] },
      },
    },
  },
  entityConfig,
);
