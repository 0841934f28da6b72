// PUT /api/events/{eventId}/waitlist/{codigoModalidad}/entries/{correo}/position — the organizer puts
// someone waiting at another place in line ('move', as a registrant's change of modality); answers
// the lists. 409 when the entry is no longer waiting (a place was offered to it meanwhile).
import { ordenAt } from '@shared/registration/waitlist';
import { moveWaitlistEntrySchema } from '@shared/registration/waitlist-api';
import { waitlistApiMessages } from '@shared/registration/waitlist-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { adminEntryKey, adminView, notFound } from './admin-waitlist';
import { listEntries, setOrder } from './waitlist-repository';

export const handler = httpHandler(async (event) => {
  const key = await adminEntryKey(event, 'move');
  const { posicion } = parseBody(event, moveWaitlistEntrySchema);
  const line = await listEntries(key.eventId, key.codigoModalidad);
  const entry = line.find((candidate) => candidate.correo === key.correo);
  if (!entry) throw notFound();
  if (entry.estado !== 'esperando' || !(await setOrder(entry, ordenAt(line, entry.correo, posicion)))) {
    throw new HttpError(409, 'WAITLIST_NOT_WAITING', waitlistApiMessages.offerGone);
  }
  return { body: await adminView(key.eventId) };
});
