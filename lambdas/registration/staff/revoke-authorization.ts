// DELETE /api/events/{eventId}/authorized-users/{correo} — takes an authorization away: the person's
// role on the event, or the e-mail's pending authorization. Nobody revokes their own, and only a
// master (or an admin) revokes a master.
import { mayGrant } from '@shared/registration/admin-permissions';
import { adminApiMessages } from '@shared/registration/admin-texts';
import { authorizationSchema } from '@shared/registration/registrant-admin-api';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { authorizedUsers } from './authorized-users';
import { revokeInvite, revokeRole } from '@lambdas/events/authorized-users-repository';

/** The path's e-mail, whether the gateway decoded it already or not; a malformed escape names nobody. */
function pathEmail(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

const notFound = () => new HttpError(404, 'AUTHORIZATION_NOT_FOUND', adminApiMessages.authorizationNotFound);

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  const access = await requirePermission(caller, eventId, 'manageUsers');
  const parsed = authorizationSchema.shape.correo.safeParse(pathEmail(event.pathParameters?.correo ?? ''));
  if (!parsed.success) throw notFound();
  const target = (await authorizedUsers(eventId)).find((user) => user.correo.toLowerCase() === parsed.data);
  if (!target) throw notFound();
  if (target.userIdAuth === caller.userId) throw new HttpError(409, 'OWN_ROLE', adminApiMessages.cannotChangeOwnRole);
  if (!mayGrant(access, target.perfil)) throw new HttpError(403, 'PROFILE_NOT_ALLOWED', adminApiMessages.profileNotAllowed);
  if (target.userIdAuth === undefined) await revokeInvite(eventId, target.correo);
  else await revokeRole(eventId, target.userIdAuth);
  return { body: { users: await authorizedUsers(eventId) } };
});
