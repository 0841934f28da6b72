// A timed event's plain fields (docs/results.md §3), listed by status and date through gsi1.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';
import { createdAtAttribute, updatedAtAttribute } from './timestamps';

export const EventEntity = new Entity(
  {
    model: { entity: 'event', version: '1', service: SERVICE },
    attributes: {
      eventId: {
        type: 'number',
        required: true,
        readOnly: true,
        // Sorts events of one day and hour by id, as numbers rather than as text.
        padding: { length: 10, char: '0' },
      },
      nombreEvento: { type: 'string', required: true },
      logoEvento: { type: 'string', required: true },
      fechaEvento: { type: 'string', required: true },
      horaEvento: { type: 'string', required: true },
      lugarEvento: { type: 'string', required: true },
      ciudadEvento: { type: 'string', required: true },
      paisEvento: { type: 'string', required: true },
      zonaHoraria: { type: 'string', required: true },
      eventoDisponible: { type: 'number', required: true },
      showWeb: { type: 'boolean', required: true },
      eventType: { type: ['standard', 'byTime'] as const, required: true },
      organizador: {
        type: 'map',
        required: true,
        properties: {
          nombre: { type: 'string', required: true },
          colorOrganizador: { type: 'string', required: true },
          linkAvisoPrivacidad: { type: 'string', required: true },
        },
      },
      // Events saved before the tracking ids existed have none.
      facebookPixel: { type: 'string' },
      gaId: { type: 'string' },
      createdBy: { type: 'string', required: true, readOnly: true },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
      byStatus: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventoDisponible'], template: 'events#${eventoDisponible}' },
        sk: {
          field: 'gsi1sk',
          composite: ['fechaEvento', 'horaEvento', 'eventId'],
          template: '${fechaEvento}#${horaEvento}#${eventId}',
        },
      },
    },
  },
  entityConfig,
);

export type EventItem = EntityItem<typeof EventEntity>;
