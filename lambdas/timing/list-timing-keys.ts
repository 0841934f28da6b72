// GET /api/events/{eventId}/timing-keys — the event's keys, without the keys themselves.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { listTimingKeys } from './timing-keys-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'timing');
  return { body: { keys: await listTimingKeys(eventId) } };
});
