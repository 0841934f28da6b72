// What the API answers about an event: its summary.
import type { EventSummary } from '@shared/results/event-schemas';
import type { EventItem } from '@lambdas/data/event-entity';

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
    ...(item.facebookPixel ? { facebookPixel: item.facebookPixel } : {}),
    ...(item.gaId ? { gaId: item.gaId } : {}),
  };
}

