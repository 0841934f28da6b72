// The public event lists (docs/results.md §3, §9): which eventoDisponible each shows, in which order.
import { z } from 'zod';
import { EVENT_STATUS, type EventStatus } from '@shared/results/event-status';

export const EVENTS_PAGE_SIZE = 20;

interface EventList {
  status: EventStatus;
  order: 'asc' | 'desc';
}

/** Upcoming events soonest first; live and previous ones latest first. */
export const EVENT_LISTS = {
  upcoming: { status: EVENT_STATUS.upcoming, order: 'asc' },
  live: { status: EVENT_STATUS.live, order: 'desc' },
  previous: { status: EVENT_STATUS.closed, order: 'desc' },
} as const satisfies Record<string, EventList>;

export type EventListName = keyof typeof EVENT_LISTS;

export const eventListQuerySchema = z.object({
  list: z.enum(Object.keys(EVENT_LISTS) as [EventListName, ...EventListName[]]),
  cursor: z.string().max(200).optional(),
});
