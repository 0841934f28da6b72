// One page of a published list with its list's total, as the public results route and the open
// results feed answer it (docs/results.md 'Reading results'), and the version that names it in an
// ETag: the page's content hash, the total and whether the results are still preliminary. A list
// without finishers yet is an empty first page.
import { EVENT_STATUS } from '@shared/results/event-status';
import type { StandingsPage } from '@shared/results/result-row';
import { messages } from '@shared/core/messages';
import { HttpError } from '@lambdas/core/http-error';
import type { EventItem } from '@lambdas/data/event-entity';
import { getEvent } from '@lambdas/events/events-repository';
import { listKey, pageCountOf } from './standings-paging';
import type { StandingsQuery } from './standings-query';
import { getStandingsPage } from './standings-repository';
import { getListTotals } from './standings-state-repository';

export interface StandingsAnswer {
  item: EventItem;
  body: StandingsPage<unknown>;
  revision: string;
}

/** The page the query names; null when there is no such event, 404 for a page past the list's end. */
export async function standingsAnswer(eventId: number, query: StandingsQuery): Promise<StandingsAnswer | null> {
  const { page: number, ...list } = query;
  const [item, page, totals] = await Promise.all([getEvent(eventId), getStandingsPage(eventId, list, number), getListTotals(eventId, { consistent: false })]);
  if (!item) return null;
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
  return { item, body, revision: `${page?.hash ?? 'vacia'}.${total}${preliminary ? '.p' : ''}` };
}
