// Access patterns of per-event roles: a user's role on one event or on several, and the events a user
// has a role on.
import type { EventProfile } from '@shared/registration/admin-permissions';
import { readInBatches } from '@lambdas/data/batch-reads';
import { EventRoleEntity, type EventRoleItem } from '@lambdas/data/event-role-entity';

export async function getEventRole(eventId: number, userId: string): Promise<EventProfile | null> {
  const { data } = await EventRoleEntity.get({ eventId, userId }).go();
  return data?.role ?? null;
}

export async function listRolesOfUser(userId: string): Promise<EventRoleItem[]> {
  const { data } = await EventRoleEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** The user's roles on those of `eventIds` it holds one on, in one batch read. */
export async function rolesOfUserOn(userId: string, eventIds: readonly number[]): Promise<EventRoleItem[]> {
  const keys = [...new Set(eventIds)].map((eventId) => ({ eventId, userId }));
  if (keys.length === 0) return [];
  const { found, missed } = await readInBatches(keys, async (pending) => {
    const { data, unprocessed } = await EventRoleEntity.get(pending).go();
    return { data, unprocessed: unprocessed.map(({ eventId }) => ({ eventId: eventId!, userId })) };
  });
  if (missed.length > 0) throw new Error(`${missed.length} event roles could not be read`);
  return found;
}
