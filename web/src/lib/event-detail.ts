// One event with its public sections (GET /api/events/{eventId}), read by every event screen, and
// the `evento_{id}` route parameter those screens are addressed by (docs/results.md §2).
import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@shared/results/event-schemas';
import type { EventSections } from '@shared/results/event-sections';
import { publicEventApi } from '@shared/results/public-event-api';
import { apiRequest } from './api-client';
import { documentAnswer } from './page-data';

export interface EventDetail {
  event: EventSummary;
  sections: EventSections;
}

/** The event id in an EventoIndex (`evento_42` → 42), or null when the parameter is not one. */
export function parseEventoIndex(param: string | undefined): number | null {
  const match = /^evento_(\d{1,9})$/.exec(param ?? '');
  return match ? Number(match[1]) : null;
}

export const eventDetailKey = (eventId: number) => ['event-detail', eventId] as const;

export function fetchEvent(eventId: number): Promise<EventDetail> {
  return apiRequest<EventDetail>(publicEventApi.detail(eventId), { signedIn: false });
}

/** The page's document carries the event of an event's public page (docs/sites.md 'Documents'). */
const documentEvent = (eventId: number | null) => (eventId === null ? undefined : documentAnswer<EventDetail>(publicEventApi.detail(eventId)));

export function useEventDetail(eventId: number | null) {
  return useQuery({
    queryKey: eventDetailKey(eventId ?? 0),
    queryFn: () => fetchEvent(eventId ?? 0),
    enabled: eventId !== null,
    initialData: () => documentEvent(eventId)?.data,
    initialDataUpdatedAt: () => documentEvent(eventId)?.updatedAt,
  });
}
