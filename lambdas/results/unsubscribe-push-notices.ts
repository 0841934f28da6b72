// DELETE /api/events/{eventId}/avisos — the browser stops the push notices of one athlete
// (docs/realtime.md, "Push notices"); its subscription's secret proves it is the same browser.
import { pushUnsubscribeSchema } from '@shared/realtime/push-notices';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { unsubscribePush } from '@lambdas/realtime/push-subscriptions-repository';
import { checkPushRequest } from '@lambdas/realtime/push-subscription-request';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, pushUnsubscribeSchema);
  await checkPushRequest(event, request.endpoint);
  await unsubscribePush(eventId, request);
  return { statusCode: 204 };
});
