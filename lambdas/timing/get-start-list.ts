// GET /api/events/{eventId}/start-list — the start list for a signed-in cronometrista's timing app.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { startListRunners } from './start-list-runners';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const caller = callerOf(event);
  await requirePermission(caller, eventId, 'recordTimes');
  return { headers: { 'cache-control': 'no-store' }, body: await startListRunners(eventId, `usuario:${caller.userId}`) };
});
