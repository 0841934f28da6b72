// DELETE /api/events/{eventId}/timing-keys/{keyId} — the key stops working at once.
import { eventApiMessages } from '@shared/results/results-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, type HttpEvent } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { revokeTimingKey } from './timing-keys-repository';

const keyNotFound = () => new HttpError(404, 'TIMING_KEY_NOT_FOUND', eventApiMessages.timingKeyNotFound);

/** Key ids are 12 base64url characters: anything else names no key (and would be a key DynamoDB refuses). */
function keyIdOf(event: HttpEvent): string {
  const keyId = event.pathParameters?.keyId ?? '';
  if (!/^[\w-]{12}$/.test(keyId)) throw keyNotFound();
  return keyId;
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'timing');
  const revoked = await revokeTimingKey(eventId, keyIdOf(event), new Date());
  if (!revoked) throw keyNotFound();
  return { statusCode: 204 };
});
