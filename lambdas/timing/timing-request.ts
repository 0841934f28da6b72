// The event a timing request addresses, once its `x-api-key` proves the caller may write to it.
import { timingTexts } from '@shared/timing/timing-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { authenticateTimingKey } from './timing-key-auth';

/** Checked before the body is even read: a wrong, missing or revoked key stores nothing. */
export async function authorizedEventId(event: HttpEvent): Promise<number> {
  const eventId = eventIdOf(event);
  if (!(await authenticateTimingKey(eventId, event.headers['x-api-key']))) {
    throw new HttpError(401, 'INVALID_API_KEY', timingTexts.invalidApiKey);
  }
  return eventId;
}
