// EventoIndex (docs/results.md §2): routes name an event `evento_{iDEvento}`.
import type { EventSummary } from '@shared/results/event-schemas';

export const eventoIndex = (eventId: number) => `evento_${eventId}`;

export const eventPaths = {
  web: (eventId: number) => `/${eventoIndex(eventId)}`,
  live: (eventId: number) => `/live/${eventoIndex(eventId)}`,
  upcoming: (eventId: number) => `/proximos-eventos/${eventoIndex(eventId)}`,
  registration: (eventId: number) => `/proximos-eventos/${eventoIndex(eventId)}/inscripcion`,
  results: (eventId: number) => `/resultados/${eventoIndex(eventId)}`,
  convocatoria: (eventId: number) => `/convocatoria/${eventoIndex(eventId)}`,
  photoEditor: (eventId: number, url: string) => `/editor-foto?${new URLSearchParams({ event: String(eventId), url })}`,
};

/** Events with their own web go there (docs/events.md §6); the others to the list's own screen. */
export function eventLink(event: EventSummary, ownScreen: (eventId: number) => string): string {
  return event.showWeb ? eventPaths.web(event.iDEvento) : ownScreen(event.iDEvento);
}
