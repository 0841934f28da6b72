// An authorization given to an e-mail that has no account yet (docs/registration.md §3 Authorized user): it becomes
// the person's role on the event when they sign up with that e-mail.
import { Entity, type EntityItem } from 'electrodb';
import { EVENT_PROFILES } from '@shared/registration/admin-permissions';
import { entityConfig, SERVICE } from './table';
import { createdAtAttribute } from './timestamps';

export const EventInviteEntity = new Entity(
  {
    model: { entity: 'eventInvite', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      correo: { type: 'string', required: true, readOnly: true },
      role: { type: EVENT_PROFILES, required: true },
      grantedBy: { type: 'string', required: true },
      grantedAt: createdAtAttribute,
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['correo'] },
      },
      byCorreo: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['correo'] },
        sk: { field: 'gsi1sk', composite: ['eventId'] },
      },
    },
  },
  entityConfig,
);

export type EventInviteItem = EntityItem<typeof EventInviteEntity>;
