// The event routes (shared/results/event-paths.ts) and where an event's card leads.
import type { EventSummary } from '@shared/results/event-schemas';
import { eventPaths } from '@shared/results/event-paths';

export { eventoIndex, eventPaths } from '@shared/results/event-paths';

/** Events with their own web go there (docs/events.md §6); the others to the list's own screen. */
export function eventLink(event: EventSummary, ownScreen: (eventId: number) => string): string {
  return event.showWeb ? eventPaths.web(event.iDEvento) : ownScreen(event.iDEvento);
}
