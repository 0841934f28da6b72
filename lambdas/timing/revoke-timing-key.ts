// DELETE /api/events/{eventId}/timing-keys/{keyId} — the key stops working at once.
import { eventApiMessages } from '../../shared/results/results-texts';
import { callerOf } from '../core/caller';
import { HttpError } from '../core/http-error';
import { httpHandler } from '../core/http-handler';
import { requireEventRole } from '../results/event-access';
import { eventIdOf } from '../results/event-path';
import { revokeTimingKey } from './timing-keys-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requireEventRole(callerOf(event), eventId);
  const revoked = await revokeTimingKey(eventId, event.pathParameters?.keyId ?? '', new Date());
  if (!revoked) throw new HttpError(404, 'TIMING_KEY_NOT_FOUND', eventApiMessages.timingKeyNotFound);
  return { statusCode: 204 };
});
