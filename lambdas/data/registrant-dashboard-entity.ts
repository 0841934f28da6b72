// An event's Dashboard figures for one scope (every registrant, or one staff user's), gzipped, with
// when they were computed and when a recomputation was last queued (one per minute, however many look).
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const RegistrantDashboardEntity = new Entity(
  {
    model: { entity: 'registrantDashboard', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      /** 'todos', or 'usuario#{userId}'. */
      scope: { type: 'string', required: true, readOnly: true },
      /** The Dashboard as packed JSON. */
      packed: { type: 'any' },
      computedAt: { type: 'string' },
      queuedAt: { type: 'string' },
    },
    indexes: {
      byScope: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['scope'] },
      },
    },
  },
  entityConfig,
);

export type RegistrantDashboardItem = EntityItem<typeof RegistrantDashboardEntity>;
