// A user's role on one event; gsi1 turns it around so a user's events are one query.
import { Entity, type EntityItem } from 'electrodb';
import { EVENT_PROFILES } from '@shared/registration/admin-permissions';
import { entityConfig, SERVICE } from './table';
import { createdAtAttribute } from './timestamps';

export const EventRoleEntity = new Entity(
  {
    model: { entity: 'eventRole', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      userId: { type: 'string', required: true },
      role: { type: EVENT_PROFILES, required: true },
      grantedAt: createdAtAttribute,
      /** The authorized user's e-mail and name when the role was granted (the creator's role has none). */
      correo: { type: 'string' },
      nombre: { type: 'string' },
      /** Who granted it. */
      grantedBy: { type: 'string' },
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
