// One structured section of an event (modalidades, puntosControl, timingConfig, …), stored as the
// validated JSON document the organizer saved; all sections of an event are one query.
import { Entity } from 'electrodb';
import { EVENT_SECTION_NAMES } from '@shared/results/event-sections';
import { entityConfig, SERVICE } from './table';
import { updatedAtAttribute } from './timestamps';

export const EventSectionEntity = new Entity(
  {
    model: { entity: 'eventSection', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      section: { type: EVENT_SECTION_NAMES, required: true },
      data: { type: 'any', required: true },
      updatedBy: { type: 'string', required: true },
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byEvent: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['section'] },
      },
    },
  },
  entityConfig,
);
