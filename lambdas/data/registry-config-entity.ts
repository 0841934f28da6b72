// An event's registry configuration (docs/registration.md §3), stored whole as the organizer saved it.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';
import { updatedAtAttribute } from './timestamps';

export const RegistryConfigEntity = new Entity(
  {
    model: { entity: 'registryConfig', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      data: { type: 'any', required: true },
      updatedBy: { type: 'string', required: true },
      updatedAt: updatedAtAttribute,
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
