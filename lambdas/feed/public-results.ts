// Which events the open results feed serves (docs/results.md 'The open results feed'): those whose
// results the public lists show, live (4) and closed (1). An upcoming event has no public results:
// its standings are the start list's, and the feed answers it 404 like an event that does not exist.
import { EVENT_STATUS } from '@shared/results/event-status';
import { feedApiTexts } from '@shared/results/feed-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { EventItem } from '@lambdas/data/event-entity';
import { eventNotFound } from '@lambdas/events/event-path';

export type PublicEvent = EventItem & { eventoDisponible: typeof EVENT_STATUS.live | typeof EVENT_STATUS.closed };

export const resultsArePublic = (item: EventItem): item is PublicEvent =>
  item.eventoDisponible === EVENT_STATUS.live || item.eventoDisponible === EVENT_STATUS.closed;

/** The event when the feed may serve its results: 404 otherwise, in Spanish. */
export function publicEventOf(item: EventItem | null): PublicEvent {
  if (!item) throw eventNotFound();
  if (!resultsArePublic(item)) throw new HttpError(404, 'RESULTS_NOT_PUBLIC', feedApiTexts.resultsNotPublic);
  return item;
}

/** Results read before the event is closed are preliminary. */
export const isPreliminary = (item: PublicEvent) => item.eventoDisponible !== EVENT_STATUS.closed;
