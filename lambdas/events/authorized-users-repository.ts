// Authorized users of an event (docs/registration.md §3 Authorized user): the roles people hold on it, and the
// authorizations of e-mails with no account yet, which become roles when those people sign up.
import type { EventProfile } from '@shared/registration/admin-permissions';
import { EventInviteEntity, type EventInviteItem } from '@lambdas/data/event-invite-entity';
import { EventRoleEntity, type EventRoleItem } from '@lambdas/data/event-role-entity';

export async function rolesOfEvent(eventId: number): Promise<EventRoleItem[]> {
  const { data } = await EventRoleEntity.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

export async function invitesOfEvent(eventId: number): Promise<EventInviteItem[]> {
  const { data } = await EventInviteEntity.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

export interface Grant {
  eventId: number;
  role: EventProfile;
  correo: string;
  grantedBy: string;
}

/** Gives (or changes) the role of a person who has an account; a pending authorization of the same e-mail goes. */
export async function grantRole(grant: Grant & { userId: string; nombre: string }): Promise<void> {
  const { eventId, userId, role, correo, nombre, grantedBy } = grant;
  await EventRoleEntity.put({ eventId, userId, role, correo, nombre, grantedBy }).go({ response: 'none' });
  await EventInviteEntity.delete({ eventId, correo }).go({ response: 'none' });
}

/** Authorizes an e-mail with no account yet. */
export async function inviteEmail(grant: Grant): Promise<void> {
  await EventInviteEntity.put(grant).go({ response: 'none' });
}

export async function revokeRole(eventId: number, userId: string): Promise<void> {
  await EventRoleEntity.delete({ eventId, userId }).go({ response: 'none' });
}

export async function revokeInvite(eventId: number, correo: string): Promise<void> {
  await EventInviteEntity.delete({ eventId, correo }).go({ response: 'none' });
}

/** The authorizations waiting for this e-mail, on every event. */
export async function invitesOfEmail(correo: string): Promise<EventInviteItem[]> {
  const { data } = await EventInviteEntity.query.byCorreo({ correo }).go({ pages: 'all' });
  return data;
}

/** A new account takes the roles its e-mail was authorized for before it existed. */
export async function acceptInvites(correo: string, userId: string, nombre: string): Promise<void> {
  for (const invite of await invitesOfEmail(correo.toLowerCase())) {
    await grantRole({ eventId: invite.eventId, userId, role: invite.role, correo: invite.correo, nombre, grantedBy: invite.grantedBy });
  }
}
