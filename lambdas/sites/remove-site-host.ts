// DELETE /api/events/{eventId}/site/hosts/{host} — the site stops answering on the host, which is free
// again; an own domain stops being served by CloudFront first.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { hostOf } from './host-path';
import { limitHostRemovals, removeHost } from './site-hosts';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  const host = hostOf(event);
  await limitHostRemovals(caller.userId);
  await removeHost(eventId, host);
  return { body: {} };
});
