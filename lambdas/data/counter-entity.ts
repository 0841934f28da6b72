// A named sequence (event ids, and any other counter) advanced by an atomic ADD.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const CounterEntity = new Entity(
  {
    model: { entity: 'counter', version: '1', service: SERVICE },
    attributes: {
      name: { type: 'string', required: true },
      value: { type: 'number' },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['name'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);
