// POST /api/events — a new timed event; its creator becomes its `master`.
import { eventInfoSchema } from '@shared/results/event-schemas';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseDocumentBody } from '@lambdas/core/http-handler';
import { toEventSummary } from './event-view';
import { createEvent } from './events-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const created = await createEvent(parseDocumentBody(event, eventInfoSchema), caller.userId);
  return { statusCode: 201, body: toEventSummary(created) };
});
