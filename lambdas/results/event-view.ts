// What the API answers about an event: its summary, and every section with its defaults filled in.
import type { EventSummary } from '../../shared/results/event-schemas';
import {
  EVENT_SECTION_NAMES,
  eventSectionSchemas,
  type EventSectionName,
  type EventSections,
} from '../../shared/results/event-sections';
import type { EventItem } from '../data/event-entity';

export function toEventSummary(item: EventItem): EventSummary {
  return {
    iDEvento: item.eventId,
    nombreEvento: item.nombreEvento,
    logoEvento: item.logoEvento,
    fechaEvento: item.fechaEvento,
    horaEvento: item.horaEvento,
    lugarEvento: item.lugarEvento,
    ciudadEvento: item.ciudadEvento,
    paisEvento: item.paisEvento,
    zonaHoraria: item.zonaHoraria,
    eventoDisponible: item.eventoDisponible as EventSummary['eventoDisponible'],
    showWeb: item.showWeb,
    eventType: item.eventType,
    organizador: {
      nombre: item.organizador.nombre,
      colorOrganizador: item.organizador.colorOrganizador,
      linkAvisoPrivacidad: item.organizador.linkAvisoPrivacidad,
    },
  };
}

/** What each section holds before an organizer saves it; its schema adds the defaults. */
const unsavedSections: Record<EventSectionName, unknown> = {
  modalidades: [],
  puntosControl: [],
  timingConfig: {},
  photoConfig: {},
  convocatoria: {},
  customViews: [],
  customStrings: {},
};

/** Every section, parsed again so that fields a schema gained after the save get their defaults. */
export function toEventSections(saved: Partial<Record<EventSectionName, unknown>>): EventSections {
  const entries = EVENT_SECTION_NAMES.map((name) => [
    name,
    eventSectionSchemas[name].parse(saved[name] ?? unsavedSections[name]),
  ]);
  return Object.fromEntries(entries) as EventSections;
}
