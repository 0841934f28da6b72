// The registrant a public route addresses: `{registroId}` in its path.
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { getRegistrant, type RegistrantKey } from '../registrants-repository';

export const registrantNotFound = () => new HttpError(404, 'REGISTRANT_NOT_FOUND', registrationApiMessages.registrantNotFound);

/** The key the path names; 404 for an id that is not one (the ids are UUIDs). */
export function registrantKeyOf(event: HttpEvent, eventId: number): RegistrantKey {
  const registroId = event.pathParameters?.registroId ?? '';
  if (!/^[0-9a-f-]{36}$/.test(registroId)) throw registrantNotFound();
  return { eventId, registroId };
}

/** 404 also for a key that names no registrant of the event. */
export async function registrantOf(event: HttpEvent, eventId: number): Promise<RegistrantItem> {
  const registrant = await getRegistrant(registrantKeyOf(event, eventId));
  if (!registrant) throw registrantNotFound();
  return registrant;
}
