// GET /api/events?list=live|upcoming|previous&cursor=… — one page of a public event list.
import { eventApiMessages } from '@shared/results/results-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { decodeEventCursor } from './event-list-cursor';
import { eventListQuerySchema } from './event-lists';
import { publicReadHeaders } from './public-read';
import { eventListPage } from './public-event-reads';

export const handler = httpHandler(async (event) => {
  const query = eventListQuerySchema.parse(event.queryStringParameters ?? {});
  const after = query.cursor === undefined ? null : decodeEventCursor(query.cursor);
  if (query.cursor !== undefined && !after) throw new HttpError(400, 'INVALID_CURSOR', eventApiMessages.invalidCursor);
  return { headers: publicReadHeaders, body: await eventListPage(query.list, after) };
});
