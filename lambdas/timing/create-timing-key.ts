// POST /api/events/{eventId}/timing-keys — a new key for a timing system, answered once in clear.
import { timingKeyRequestSchema } from '@shared/timing/timing-key-schemas';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { createTimingKey } from './timing-keys-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'timing');
  const { label } = parseBody(event, timingKeyRequestSchema);
  return { statusCode: 201, body: await createTimingKey(eventId, label, new Date()) };
});
