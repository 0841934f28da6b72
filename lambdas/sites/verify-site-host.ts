// POST /api/events/{eventId}/site/hosts/{host}/verification — looks for the domain's TXT record and,
// when it holds the token, the site answers on the domain from then on.
import { callerOf } from '@lambdas/core/caller';
import { emptyBodySchema } from '@shared/core/input-bounds';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { hostOf } from './host-path';
import { limitHostChanges, toHostView, verifyHost } from './site-hosts';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  parseBody(event, emptyBodySchema);
  const host = hostOf(event);
  await limitHostChanges(caller.userId);
  return { body: toHostView(await verifyHost(eventId, host)) };
});
