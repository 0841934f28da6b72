// What a live page loads before following the WebSocket (counts, the latest passes, their sequence
// number), and what paces the broadcasts of the event's live topic: its audience and the next send.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const LiveFeedEntity = new Entity(
  {
    model: { entity: 'liveFeed', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** Absent until the first refresh (the audience may be counted before it). */
      seq: { type: 'number' },
      finishers: { type: 'number' },
      participants: { type: 'number' },
      /** LivePass[], newest first. */
      passes: { type: 'any' },
      /** PaceProfiles: per modality, how the field paced each stretch of the course. */
      profiles: { type: 'any' },
      /** The sequence number at which result rows last changed: pages shown before it are out of date. */
      rowsSeq: { type: 'number' },
      /** Connections following live:{eventId}, kept by subscribe and close. */
      audience: { type: 'number' },
      /** Epoch ms of the latest broadcast sent or scheduled. */
      broadcastAt: { type: 'number' },
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

export type LiveFeedItem = EntityItem<typeof LiveFeedEntity>;
