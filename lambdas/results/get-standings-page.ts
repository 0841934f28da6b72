// GET /api/events/{eventId}/results — one precomputed page of standings (100 rows: athletes, or teams
// for the team report) with its list's total, cacheable, with the page's content hash and the total
// as ETag. A list without finishers yet answers an empty first page.
import { EVENT_STATUS } from '@shared/results/event-status';
import type { StandingsPage } from '@shared/results/result-row';
import { messages } from '@shared/core/messages';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { listKey, pageCountOf } from './standings-paging';
import { getListTotals } from './standings-state-repository';
import { cacheableReply } from './standings-http';
import { standingsQueryOf } from './standings-query';
import { getStandingsPage } from './standings-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { page: number, ...list } = standingsQueryOf(event);
  const [item, page, totals] = await Promise.all([getEvent(eventId), getStandingsPage(eventId, list, number), getListTotals(eventId, { consistent: false })]);
  if (!item) throw eventNotFound();
  if (!page && number > 1) throw new HttpError(404, 'PAGE_NOT_FOUND', messages.notFound);
  // Read from the event itself, so the label changes the moment the event is closed, before its
  // standings are refreshed.
  const preliminary = item.eventoDisponible !== EVENT_STATUS.closed;
  const total = totals[listKey(list)] ?? 0;
  const body: StandingsPage<unknown> = {
    eventId,
    ...list,
    page: number,
    pageCount: pageCountOf(list, total),
    total,
    rows: page?.rows ?? [],
    preliminary,
    generatedAt: page?.generatedAt ?? item.updatedAt,
  };
  return cacheableReply(event, body, { maxAge: 5, tag: `${page?.hash ?? 'vacia'}.${total}${preliminary ? '.p' : ''}` });
});
