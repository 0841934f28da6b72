// The ResultRow the standings publish for one athlete, with its positions: what the athlete page and
// the search read by bib. An item of its own, so a recompute writes changed rows in batches.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const PublishedRowEntity = new Entity(
  {
    model: { entity: 'publishedRow', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** bibShard(bib), as for the start list. */
      shard: { type: 'number', required: true },
      bib: { type: 'string', required: true },
      row: { type: 'any', required: true },
      /** The row's content hash: a refresh that starts cold compares its rows with these. */
      hash: { type: 'string' },
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

export type PublishedRowItem = EntityItem<typeof PublishedRowEntity>;
