// POST /api/events/{eventId}/site/hosts — the site's free subdomain (active at once) or a domain of
// the organizer's own (pending until its TXT record holds the token in the answer).
import { addHostSchema } from '@shared/sites/site-api';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { addHost, limitHostChanges, toHostView } from './site-hosts';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  const request = parseBody(event, addHostSchema);
  await limitHostChanges(caller.userId);
  return { statusCode: 201, body: toHostView(await addHost(eventId, request)) };
});
