// The registrant a route addresses: `{registroId}` in its path. A public route's `{registroId}` is the
// registration's link credential (registrationLink, docs/registration.md, Transfers and modality
// changes): the registroId, and after a transfer the random key its new holder's link carries. Every
// public route resolves it here, so the link of whoever gave a registration away opens nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { REGISTRATION_LINK } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { getRegistrant, type RegistrantKey } from '../registrants-repository';

export const registrantNotFound = () => new HttpError(404, 'REGISTRANT_NOT_FOUND', registrationApiMessages.registrantNotFound);

/** A link that no longer opens its registration: it was transferred since (or a transfer was undone). Shows nothing of the holder. */
export const registrationTransferred = () => new HttpError(410, 'REGISTRATION_TRANSFERRED', registrationApiMessages.registrationTransferred);

/** The registration a public link names, with the key it carries (none before any transfer). */
export interface RegistrantLink extends RegistrantKey {
  llave?: string;
}

/** The key the path names, for staff's routes (their role is the credential); 404 for an id that is not one (the ids are UUIDs). */
export function registrantKeyOf(event: HttpEvent, eventId: number): RegistrantKey {
  const registroId = event.pathParameters?.registroId ?? '';
  if (!/^[0-9a-f-]{36}$/.test(registroId)) throw registrantNotFound();
  return { eventId, registroId };
}

/** The link a public route's path carries; 404 for one that is not a link. */
export function registrantLinkOf(event: HttpEvent, eventId: number): RegistrantLink {
  const match = REGISTRATION_LINK.exec(event.pathParameters?.registroId ?? '');
  if (!match?.[1]) throw registrantNotFound();
  return { eventId, registroId: match[1], ...(match[2] ? { llave: match[2] } : {}) };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the link's key is the registration's own, compared in constant time: the registroId alone
 * before any transfer, the key of the last transfer after one.
 */
export function holdsLink(registrant: Pick<RegistrantItem, 'llave'>, link: Pick<RegistrantLink, 'llave'>): boolean {
  const own = registrant.llave;
  const sent = link.llave;
  // Always one comparison, so whether a key is set is all the timing tells.
  const same = timingSafeEqual(digest(own ?? ''), digest(sent ?? ''));
  return own === undefined ? sent === undefined : sent !== undefined && same;
}

/** The registrant the link opens: 404 when there is none, 410 when the link is of an earlier holder. */
export function linkedRegistrant(registrant: RegistrantItem | null, link: RegistrantLink): RegistrantItem {
  if (!registrant) throw registrantNotFound();
  if (!holdsLink(registrant, link)) throw registrationTransferred();
  return registrant;
}

/** The registrant a public route's link opens (linkedRegistrant). */
export async function registrantOf(event: HttpEvent, eventId: number): Promise<RegistrantItem> {
  const link = registrantLinkOf(event, eventId);
  return linkedRegistrant(await getRegistrant({ eventId: link.eventId, registroId: link.registroId }), link);
}
