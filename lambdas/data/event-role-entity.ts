// A user's role on one event; gsi1 turns it around so a user's events are one query.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';
import { createdAtAttribute } from './timestamps';

/** The per-event roles of ARCHITECTURE.md §7; the event's creator is its `master`. */
export const EVENT_ROLES = ['master', 'MasterCliente', 'MasterOrganizador', 'inscriptor'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

export const EventRoleEntity = new Entity(
  {
    model: { entity: 'eventRole', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      userId: { type: 'string', required: true },
      role: { type: EVENT_ROLES, required: true },
      grantedAt: createdAtAttribute,
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['userId'] },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['eventId'] },
      },
    },
  },
  entityConfig,
);

export type EventRoleItem = EntityItem<typeof EventRoleEntity>;
