// A timing system's API key for one event. Only the key's SHA-256 is stored, and it is the item's
// key, so checking a presented key is one GetItem; gsi1 lists an event's keys for its organizers.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const TimingKeyEntity = new Entity(
  {
    model: { entity: 'timingKey', version: '1', service: SERVICE },
    attributes: {
      keyHash: { type: 'string', required: true, readOnly: true },
      eventId: { type: 'number', required: true, readOnly: true },
      keyId: { type: 'string', required: true, readOnly: true },
      label: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      revokedAt: { type: 'string' },
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['keyHash'] },
        sk: { field: 'sk', composite: [] },
      },
      byEvent: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventId'] },
        sk: { field: 'gsi1sk', composite: ['keyId'] },
      },
    },
  },
  entityConfig,
);

export type TimingKeyItem = EntityItem<typeof TimingKeyEntity>;
