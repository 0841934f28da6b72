// One registration attempt (the request's intento) and the registrant it created: written in the
// same transaction as the registrant, so the same attempt sent twice finds its registrant.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const RegistrationAttemptEntity = new Entity(
  {
    model: { entity: 'registrationAttempt', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      intento: { type: 'string', required: true, readOnly: true },
      registroId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byAttempt: {
        pk: { field: 'pk', composite: ['eventId', 'intento'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);
