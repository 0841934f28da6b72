// The authorized users of an event as the admin screen lists them: people with a role, then e-mails
// authorized before they had an account.
import type { AuthorizedUser } from '@shared/registration/registrant-admin-api';
import { getProfile } from '@lambdas/accounts/profile-repository';
import { invitesOfEvent, rolesOfEvent } from '@lambdas/events/authorized-users-repository';

export async function authorizedUsers(eventId: number): Promise<AuthorizedUser[]> {
  const [roles, invites] = await Promise.all([rolesOfEvent(eventId), invitesOfEvent(eventId)]);
  const people = await Promise.all(
    roles.map(async (role): Promise<AuthorizedUser> => {
      const profile = role.correo && role.nombre ? null : await getProfile(role.userId);
      return {
        correo: role.correo ?? profile?.correo ?? '',
        perfil: role.role,
        nombre: role.nombre ?? (profile ? `${profile.nombres} ${profile.apellidos}`.trim() : ''),
        fechaAutoriza: role.grantedAt,
        userIdAuth: role.userId,
        status: 'ok',
      };
    }),
  );
  const pending = invites.map((invite): AuthorizedUser => ({ correo: invite.correo, perfil: invite.role, nombre: '', fechaAutoriza: invite.grantedAt, status: 'pendiente' }));
  return [...people, ...pending];
}
