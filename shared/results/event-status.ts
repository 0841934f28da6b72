// An event's eventoDisponible (docs/results.md §3), apart from the event's schemas so the pages that
// only read it load no zod (docs/architecture.md, "First views").

/** eventoDisponible: 2 upcoming (registration open), 4 live, 1 results published (closed). */
export const EVENT_STATUS = { closed: 1, upcoming: 2, live: 4 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];
