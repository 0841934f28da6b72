// Who may act on an event in the console: the `admin` group on every event, anyone else only on an
// event they hold a role on, and only what the role's row of the admin matrix allows. Checked by the
// API on every request, whatever the browser shows.
import { may, type AdminAction, type EventAccess } from '@shared/registration/admin-permissions';
import { eventApiMessages } from '@shared/results/results-texts';
import type { Caller } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { eventNotFound } from './event-path';
import { getEventRole } from './event-roles-repository';
import { getEvent } from './events-repository';

async function requireEvent(eventId: number): Promise<void> {
  if (!(await getEvent(eventId))) throw eventNotFound();
}

const forbidden = () => new HttpError(403, 'FORBIDDEN', eventApiMessages.notAuthorizedForEvent);

/** The caller's standing on the event; 404 for an unknown event, 403 when the caller has none. */
export async function requireEventRole(caller: Caller, eventId: number): Promise<EventAccess> {
  if (caller.groups.includes('admin')) {
    await requireEvent(eventId);
    return 'admin';
  }
  // A role is written in the same transaction as its event, so holding one proves the event exists.
  const role = await getEventRole(eventId, caller.userId);
  if (role) return role;
  await requireEvent(eventId);
  throw forbidden();
}

/** As requireEventRole, and 403 unless the caller's standing allows the action. */
export async function requirePermission(caller: Caller, eventId: number, action: AdminAction): Promise<EventAccess> {
  const access = await requireEventRole(caller, eventId);
  if (!may(access, action)) throw forbidden();
  return access;
}
