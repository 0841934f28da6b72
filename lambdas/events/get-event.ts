// GET /api/events/{eventId} — the event card and every public section of one event.
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from './event-path';
import { publicReadHeaders } from './public-read';
import { eventDetail } from './public-event-reads';

export const handler = httpHandler(async (event) => {
  const detail = await eventDetail(eventIdOf(event));
  if (!detail) throw eventNotFound();
  return { headers: publicReadHeaders, body: detail };
});
