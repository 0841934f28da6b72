// The public event reads as the API answers them (docs/results.md §2): one event with its public
// sections, and the first or a later page of a public list. Their routes answer them, and a page's
// document carries them for the SPA's first render (docs/sites.md 'Documents').
import type { EventSummary } from '@shared/results/event-schemas';
import { type EventSections, withSectionDefaults } from '@shared/results/event-sections';
import { type EventListPosition, encodeEventCursor } from './event-list-cursor';
import { EVENT_LISTS, EVENTS_PAGE_SIZE, type EventListName } from './event-lists';
import { getEventSections } from './event-sections-repository';
import { toEventSummary } from './event-view';
import { getEvent, listEventsByStatus } from './events-repository';

export interface EventDetailAnswer {
  event: EventSummary;
  sections: EventSections;
}

export interface EventListAnswer {
  events: EventSummary[];
  nextCursor?: string;
}

/** The event and its sections, each section with its defaults; none for an event that does not exist. */
export async function eventDetail(eventId: number): Promise<EventDetailAnswer | undefined> {
  const [item, sections] = await Promise.all([getEvent(eventId), getEventSections(eventId)]);
  return item ? { event: toEventSummary(item), sections: withSectionDefaults(sections) } : undefined;
}

/** One page of a list, after the position of the previous page's last event (null: the first page). */
export async function eventListPage(list: EventListName, after: EventListPosition | null): Promise<EventListAnswer> {
  const { status, order } = EVENT_LISTS[list];
  const page = await listEventsByStatus(status, order, after, EVENTS_PAGE_SIZE);
  const last = page.items.at(-1);
  return {
    events: page.items.map(toEventSummary),
    ...(page.more && last ? { nextCursor: encodeEventCursor(last) } : {}),
  };
}
