// A registration that claims the place the waiting list offered its athlete (docs/registration.md,
// Waiting list): the offer's key and address must name a live offer of the modality; its place is
// counted among those held already, so it is the athlete's own and the modality is not sold out to
// them. The draft is marked, and its payment's hold takes that very place (places-repository.ts).
import type { RegistrationRequest } from '@shared/registration/registration-api';
import { isOfferLive } from '@shared/registration/waitlist';
import { waitlistApiMessages } from '@shared/registration/waitlist-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { CurrentRegistration } from '../form/registration-context';
import { ownEntry } from './own-entry';

/** The context the registration is checked in: the offered place left out of those held by others. */
export async function withOfferedPlace(event: HttpEvent, eventId: number, request: RegistrationRequest, context: CurrentRegistration, now: Date): Promise<CurrentRegistration> {
  if (!request.oferta) return context;
  const { codigoModalidad } = request;
  const entry = await ownEntry(event, eventId, { codigoModalidad, correo: request.datos.correo, clave: request.oferta.clave });
  if (!isOfferLive(entry, now)) throw new HttpError(409, 'WAITLIST_OFFER_GONE', waitlistApiMessages.offerGone);
  const held = context.held[codigoModalidad] ?? 0;
  return { ...context, held: { ...context.held, [codigoModalidad]: Math.max(0, held - 1) } };
}
