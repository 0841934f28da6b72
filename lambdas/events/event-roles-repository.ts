// Access patterns of per-event roles: a user's role on one event, and the events a user has a role on.
import type { EventProfile } from '@shared/registration/admin-permissions';
import { EventRoleEntity, type EventRoleItem } from '@lambdas/data/event-role-entity';

export async function getEventRole(eventId: number, userId: string): Promise<EventProfile | null> {
  const { data } = await EventRoleEntity.get({ eventId, userId }).go();
  return data?.role ?? null;
}

export async function listRolesOfUser(userId: string): Promise<EventRoleItem[]> {
  const { data } = await EventRoleEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}
