// POST /api/events/{eventId}/avisos — a browser asks for push notices of one athlete it follows on the
// live page: each later pass and the finish (docs/realtime.md, "Push notices"). Public, as following is.
import { MAX_NOTICE_ATHLETES, passKeysOf, pushLifetimeEnd, pushSubscribeSchema } from '@shared/realtime/push-notices';
import { pushTexts } from '@shared/realtime/push-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { subscribePush } from '@lambdas/realtime/push-subscriptions-repository';
import { checkPushRequest } from '@lambdas/realtime/push-subscription-request';
import { getPublishedRows } from './standings-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, pushSubscribeSchema);
  await checkPushRequest(event, request.endpoint, request.keys.p256dh);
  const [item, [row]] = await Promise.all([getEvent(eventId), getPublishedRows(eventId, [request.bib])]);
  if (!item) throw eventNotFound();
  if (!row) throw new HttpError(404, 'ATHLETE_NOT_FOUND', pushTexts.athleteNotFound);
  const now = new Date();
  const outcome = await subscribePush(eventId, request, passKeysOf(row), pushLifetimeEnd(item.fechaEvento, now), now);
  if (outcome === 'taken') throw new HttpError(409, 'SUBSCRIPTION_TAKEN', pushTexts.subscriptionTaken);
  if (outcome === 'tooManyAthletes') throw new HttpError(409, 'TOO_MANY_ATHLETES', pushTexts.tooManyAthletes(MAX_NOTICE_ATHLETES));
  return { statusCode: 201, body: { bib: request.bib } };
});
