// GET /api/events/{eventId}/my-access — the caller's standing on the event and what the admin
// matrix lets it do, so the admin screen shows only its tabs (the API checks every call anyway).
import { ADMIN_ACTIONS, may, type MyEventAccess } from '@shared/registration/admin-permissions';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requireEventRole } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const access = await requireEventRole(caller, eventIdOf(event));
  const body: MyEventAccess = { access, actions: ADMIN_ACTIONS.filter((action) => may(access, action)), userId: caller.userId };
  return { body };
});
