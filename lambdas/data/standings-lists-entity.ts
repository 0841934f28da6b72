// How many rows each published standings list of an event has (list key → total): the results route
// answers the total and page count from it, so a new finisher rewrites the pages it lands on, not
// every page of its lists; a refresh that starts cold finds the stored pages from it.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const StandingsListsEntity = new Entity(
  {
    model: { entity: 'standingsLists', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      totals: { type: 'any', required: true },
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
