// GET /api/events?list=live|upcoming|previous&cursor=… — one page of a public event list.
import { eventApiMessages } from '@shared/results/results-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { decodeEventCursor, encodeEventCursor } from './event-list-cursor';
import { EVENT_LISTS, EVENTS_PAGE_SIZE, eventListQuerySchema } from './event-lists';
import { toEventSummary } from './event-view';
import { listEventsByStatus } from './events-repository';
import { publicReadHeaders } from './public-read';

export const handler = httpHandler(async (event) => {
  const query = eventListQuerySchema.parse(event.queryStringParameters ?? {});
  const after = query.cursor === undefined ? null : decodeEventCursor(query.cursor);
  if (query.cursor !== undefined && !after) throw new HttpError(400, 'INVALID_CURSOR', eventApiMessages.invalidCursor);
  const { status, order } = EVENT_LISTS[query.list];
  const page = await listEventsByStatus(status, order, after, EVENTS_PAGE_SIZE);
  const last = page.items.at(-1);
  return {
    headers: publicReadHeaders,
    body: {
      events: page.items.map(toEventSummary),
      ...(page.more && last ? { nextCursor: encodeEventCursor(last) } : {}),
    },
  };
});
