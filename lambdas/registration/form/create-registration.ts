// POST /api/events/{eventId}/registrations — a public registration, checked and stored as a draft
// with the order the server computed (the browser's totals are never read). The same intento again
// answers the registrant it created, never a second one: the draft's transaction finds it, so a new
// attempt reads nothing before it (one query and one transaction in all). A refused discount code
// counts toward the event's ceiling of refused codes (request-limits.ts). One that claims a place the
// waiting list offered is checked with that place as its own (offered-registration.ts).
import { registrationRequestSchema, type CreatedRegistration } from '@shared/registration/registration-api';
import type { Order } from '@shared/registration/order-total';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { eventIdOf } from '@lambdas/events/event-path';
import { draftRegistrant } from './draft-registrant';
import { createDraft, registrantOfAttempt, type NewRegistrant } from '../registrants-repository';
import { checkRegistration, DISCOUNT_INVALID } from './registration-checks';
import { currentRegistration } from './registration-context';
import { countRefusedCode, limitRegistration } from './request-limits';
import { siteOf } from '@lambdas/core/request-site';
import { withOfferedPlace } from '../waitlist/offered-registration';

const created = (registrant: Pick<RegistrantItem, 'registroId' | 'order'>, statusCode: number) => {
  const body: CreatedRegistration = { registroId: registrant.registroId, order: registrant.order as Order };
  return { statusCode, body };
};

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, registrationRequestSchema);
  await limitRegistration(event, eventId, request.codigoDescuento !== undefined);
  const now = new Date();
  let draft: NewRegistrant;
  try {
    const context = await withOfferedPlace(event, eventId, request, await currentRegistration(eventId), now);
    const drafted = draftRegistrant(eventId, request, await checkRegistration(eventId, context, request, now, 'publico'), now, siteOf(event));
    draft = request.oferta ? { ...drafted, ofertaEspera: 'si' } : drafted;
  } catch (refusal) {
    // An attempt that stored its registrant answers it, even once the checks refuse a new one (sold out since).
    const earlier = await registrantOfAttempt(eventId, request.intento);
    if (earlier) return created(earlier, 200);
    if (refusal instanceof HttpError && refusal.code === DISCOUNT_INVALID) await countRefusedCode(event, eventId);
    throw refusal;
  }
  if (await createDraft(draft)) return created(draft, 201);
  // The same attempt, stored already (sent again, or twice at once).
  const stored = await registrantOfAttempt(eventId, request.intento);
  if (!stored) throw new Error(`Attempt ${request.intento} stored no registrant`);
  return created(stored, 200);
});
