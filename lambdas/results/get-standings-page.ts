// GET /api/events/{eventId}/results — one precomputed page of standings (100 rows: athletes, or teams
// for the team report) with its list's total, cacheable, with the page's content hash and the total
// as ETag. A list without finishers yet answers an empty first page.
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { cacheableReply } from './standings-http';
import { standingsAnswer } from './standings-answer';
import { standingsQueryOf } from './standings-query';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const answer = await standingsAnswer(eventId, standingsQueryOf(event));
  if (!answer) throw eventNotFound();
  return cacheableReply(event, answer.body, { maxAge: 5, tag: answer.revision });
});
