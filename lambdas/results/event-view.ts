// What the API answers about an event: its summary, and every section with its defaults filled in.
import type { EventSummary } from '../../shared/results/event-schemas';
import { withSectionDefaults, type EventSectionName, type EventSections } from '../../shared/results/event-sections';
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

/** Every section, parsed again so that fields a schema gained after the save get their defaults. */
export function toEventSections(saved: Partial<Record<EventSectionName, unknown>>): EventSections {
  return withSectionDefaults(saved);
}
