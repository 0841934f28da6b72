// EventoIndex (docs/results.md §2): routes name an event `evento_{iDEvento}`. The SPA links with these
// paths and the HTML documents describe the pages they name (docs/sites.md 'Documents').

export const eventoIndex = (eventId: number) => `evento_${eventId}`;

/** The event id an `evento_{id}` segment names, or none (`evento_0`, `evento_007`, `evento_x`). */
export function eventIdOfIndex(segment: string | undefined): number | undefined {
  const match = /^evento_([1-9]\d{0,11})$/.exec(segment ?? '');
  return match ? Number(match[1]) : undefined;
}

export const eventPaths = {
  web: (eventId: number) => `/${eventoIndex(eventId)}`,
  live: (eventId: number) => `/live/${eventoIndex(eventId)}`,
  upcoming: (eventId: number) => `/proximos-eventos/${eventoIndex(eventId)}`,
  registration: (eventId: number) => `/proximos-eventos/${eventoIndex(eventId)}/inscripcion`,
  results: (eventId: number) => `/resultados/${eventoIndex(eventId)}`,
  /** An athlete's result, the link an athlete shares: the results page with the athlete's detail open. */
  athleteResult: (eventId: number, bib: string) => `/resultados/${eventoIndex(eventId)}/${encodeURIComponent(bib)}`,
  convocatoria: (eventId: number) => `/convocatoria/${eventoIndex(eventId)}`,
  photoEditor: (eventId: number, url: string) => `/editor-foto?${new URLSearchParams({ event: String(eventId), url })}`,
};
