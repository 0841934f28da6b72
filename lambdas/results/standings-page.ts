// GET /api/events/{eventId}/results — one precomputed page of standings (100 rows), cacheable, with
// the page's content hash as ETag. A list without finishers yet answers an empty first page.
import { EVENT_STATUS } from '../../shared/results/event-schemas';
import type { StandingsPage } from '../../shared/results/result-row';
import { messages } from '../../shared/core/messages';
import { HttpError } from '../core/http-error';
import { httpHandler } from '../core/http-handler';
import { eventIdOf, eventNotFound } from './event-path';
import { getEvent } from './events-repository';
import { cacheableReply } from './standings-http';
import { standingsQueryOf } from './standings-query';
import { getStandingsPage } from './standings-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { page: number, ...list } = standingsQueryOf(event);
  const [item, page] = await Promise.all([getEvent(eventId), getStandingsPage(eventId, list, number)]);
  if (!item) throw eventNotFound();
  if (!page && number > 1) throw new HttpError(404, 'PAGE_NOT_FOUND', messages.notFound);
  // Read from the event itself, so the label changes the moment the event is closed, before its
  // standings are refreshed.
  const preliminary = item.eventoDisponible !== EVENT_STATUS.closed;
  const body: StandingsPage = {
    eventId,
    ...list,
    page: number,
    pageCount: page?.pageCount ?? 0,
    total: page?.total ?? 0,
    rows: (page?.rows as StandingsPage['rows'] | undefined) ?? [],
    preliminary,
    generatedAt: page?.generatedAt ?? item.updatedAt,
  };
  return cacheableReply(event, body, { maxAge: 5, tag: `${page?.hash ?? 'vacia'}${preliminary ? '.p' : ''}` });
});
