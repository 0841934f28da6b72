// The hash of every stored standings page of an event, apart from the small state item every timing
// request updates (DynamoDB bills an update by the whole item's size).
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const PageHashesEntity = new Entity(
  {
    model: { entity: 'pageHashes', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      /** Page key → content hash, so a refresh writes only the pages that changed. */
      hashes: { type: 'any', required: true },
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
