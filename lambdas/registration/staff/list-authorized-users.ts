// GET /api/events/{eventId}/authorized-users — who holds a role on the event, and the e-mails
// authorized before they had an account (docs/registration.md §2 Organizer tools).
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { authorizedUsers } from './authorized-users';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'manageUsers');
  return { body: { users: await authorizedUsers(eventId) } };
});
