// The bibs someone follows in an event (athlete:{eventId}:{bib} topics), per bib shard: a refresh
// reads these few items to know which changed rows have listeners at all.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const FollowedBibsEntity = new Entity(
  {
    model: { entity: 'followedBibs', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** bibShard(bib). */
      shard: { type: 'number', required: true },
      bibs: { type: 'set', items: 'string' },
      /** Epoch seconds: the follows of an event are forgotten a while after its last one. */
      expiresAt: { type: 'number' },
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

export type FollowedBibsItem = EntityItem<typeof FollowedBibsEntity>;
