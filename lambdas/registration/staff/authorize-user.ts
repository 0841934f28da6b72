// PUT /api/events/{eventId}/authorized-users — authorizes an e-mail with a profile, or changes the
// profile it has ('Agregado exitosamente'; 'Ingresa una dirección de correo válida'). A person with an
// account gets the role at once; an e-mail without one gets it when that person signs up. Nobody
// changes their own role, and only a master (or an admin) grants or changes `master`.
import { mayGrant } from '@shared/registration/admin-permissions';
import { adminApiMessages } from '@shared/registration/admin-texts';
import { authorizationSchema } from '@shared/registration/registrant-admin-api';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { getProfile } from '@lambdas/accounts/profile-repository';
import { findUserByEmail } from '@lambdas/accounts/user-directory';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { getEventRole } from '@lambdas/events/event-roles-repository';
import { authorizedUsers } from './authorized-users';
import { grantRole, inviteEmail } from '@lambdas/events/authorized-users-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  const access = await requirePermission(caller, eventId, 'manageUsers');
  const { correo, perfil } = parseBody(event, authorizationSchema);
  if (!mayGrant(access, perfil)) throw new HttpError(403, 'PROFILE_NOT_ALLOWED', adminApiMessages.profileNotAllowed);
  const grant = { eventId, role: perfil, correo, grantedBy: caller.userId };
  const user = await findUserByEmail(correo);
  if (!user) {
    await inviteEmail(grant);
  } else {
    if (user.sub === caller.userId) throw new HttpError(409, 'OWN_ROLE', adminApiMessages.cannotChangeOwnRole);
    const current = await getEventRole(eventId, user.sub);
    if (current && !mayGrant(access, current)) throw new HttpError(403, 'PROFILE_NOT_ALLOWED', adminApiMessages.profileNotAllowed);
    const profile = await getProfile(user.sub);
    await grantRole({ ...grant, userId: user.sub, nombre: profile ? `${profile.nombres} ${profile.apellidos}`.trim() : '' });
  }
  return { body: { users: await authorizedUsers(eventId) } };
});
