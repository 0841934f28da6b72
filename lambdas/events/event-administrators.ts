// Which events an account administers (docs/events.md 'Event roles and access'): those it holds a role
// on whose row of the admin matrix sets the event up, `configure` (master and MasterOrganizador,
// docs/registrant-admin.md §6). An organizer web's platform sections show only events its owner
// administers (docs/sites.md 'Platform sections').
import { may, type EventProfile } from '@shared/registration/admin-permissions';
import { listRolesOfUser, rolesOfUserOn } from './event-roles-repository';

const administers = ({ role }: { role: EventProfile }) => may(role, 'configure');

/** Of `eventIds`, those `userId` administers. */
export async function administeredAmong(userId: string, eventIds: readonly number[]): Promise<Set<number>> {
  const roles = await rolesOfUserOn(userId, eventIds);
  return new Set(roles.filter(administers).map((role) => role.eventId));
}

/** Every event `userId` administers. */
export async function administeredEvents(userId: string): Promise<number[]> {
  return (await listRolesOfUser(userId)).filter(administers).map((role) => role.eventId);
}
