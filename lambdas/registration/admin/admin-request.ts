// What every admin route of an event's registrants starts with: the caller's permission for the
// action, whose registrants it may touch, the registrant the path names, and who the staff member is.
import type { AdminAction, EventAccess } from '@shared/registration/admin-permissions';
import { seesOnlyOwn } from '@shared/registration/admin-permissions';
import { adminApiMessages } from '@shared/registration/admin-texts';
import type { Staff } from '@shared/registration/registrant-changes';
import { callerOf, type Caller } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { getProfile } from '@lambdas/accounts/profile-repository';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { registrantKeyOf } from '../form/registrant-path';
import { getRegistrant } from '../registrants-repository';

export interface AdminCall {
  caller: Caller;
  eventId: number;
  access: EventAccess;
  /** Set when the caller sees only the registrants it registered (an inscriptor). */
  ownOnly?: string;
}

export async function adminCall(event: HttpEvent, action: AdminAction): Promise<AdminCall> {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  const access = await requirePermission(caller, eventId, action);
  return { caller, eventId, access, ...(seesOnlyOwn(access) ? { ownOnly: caller.userId } : {}) };
}

const notFound = () => new HttpError(404, 'REGISTRANT_NOT_FOUND', adminApiMessages.registrantNotFound);

/** The registrant of the path; 404 also when the caller may not see it (no hint that it exists). */
export async function adminRegistrant(event: HttpEvent, call: AdminCall): Promise<RegistrantItem> {
  const registrant = await getRegistrant(registrantKeyOf(event, call.eventId));
  if (!registrant || (call.ownOnly !== undefined && registrant.usuarioRegistra !== call.ownOnly)) throw notFound();
  return registrant;
}

/** The staff member as the change registry names them. */
export async function staffOf(caller: Caller): Promise<Staff> {
  const profile = await getProfile(caller.userId);
  return { iduser: caller.userId, nombresUser: profile?.nombres ?? caller.email, apellidosUser: profile?.apellidos ?? '' };
}

/** The revision staff saw is gone: someone else changed the registrant first. */
export const staleRevision = () => new HttpError(409, 'STALE_REVISION', adminApiMessages.staleRevision);

/** Registrants stored before revisions existed are at revision 0. */
const revisionOf = (registrant: RegistrantItem): number => registrant.revision ?? 0;

/** The registrant as staff saw it, or 409 when it has changed since. */
export function atSeenRevision(registrant: RegistrantItem, seen: number): RegistrantItem {
  if (revisionOf(registrant) !== seen) throw staleRevision();
  return { ...registrant, revision: seen };
}

/**
 * Why a change whose transaction was refused did not happen: the revision moved on, or `otherwise`
 * (a condition of the change itself), judged on the registrant as it is now.
 */
export async function refusal(registrant: RegistrantItem, otherwise: () => HttpError): Promise<HttpError> {
  const current = await getRegistrant(registrant);
  if (!current) return notFound();
  return revisionOf(current) !== registrant.revision ? staleRevision() : otherwise();
}
