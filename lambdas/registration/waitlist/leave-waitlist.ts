// POST /api/events/{eventId}/waitlist/exit — the athlete leaves the list, by the key their mail
// carries; a place offered to them passes on to the next in line at once.
import { waitlistEntryKeySchema } from '@shared/registration/waitlist-api';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { ownEntry } from './own-entry';
import { leaveList } from './leave-list';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const entry = await ownEntry(event, eventId, parseBody(event, waitlistEntryKeySchema));
  await leaveList(entry);
  return { statusCode: 204 };
});
