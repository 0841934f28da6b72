// POST /api/events/{eventId}/tracking-links/{tkl}/visits — a page of the event opened with ?tkl=
// (the browser sends one per tab, event and link): one more visit of the link, atomically.
import { emptyBodySchema } from '@shared/core/input-bounds';
import { rateLimits } from '@shared/core/rate-limits';
import { trackingLinkMessages } from '@shared/registration/tracking-link-texts';
import { tklSchema } from '@shared/registration/tracking-links';
import { clientOf } from '@lambdas/core/client-address';
import { enforceInContainer } from '@lambdas/limits/container-rate-limit';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody, type HttpEvent } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { countVisit } from '@lambdas/events/tracking-links-repository';

function tklOf(event: HttpEvent): string {
  const parsed = tklSchema.safeParse(event.pathParameters?.tkl ?? '');
  if (!parsed.success) throw new HttpError(400, 'BAD_TRACKING_LINK', parsed.error.issues[0]?.message ?? trackingLinkMessages.badTkl);
  return parsed.data;
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const tkl = tklOf(event);
  parseBody(event, emptyBodySchema);
  // Counted in the container: a visit gives nothing, and a second write per visit would double its cost.
  enforceInContainer([{ subject: `visita:cliente:${clientOf(event)}`, limits: rateLimits.trackingVisitsPerClient }]);
  if (!(await getEvent(eventId))) throw eventNotFound();
  await countVisit(eventId, tkl);
  return { statusCode: 204 };
});
