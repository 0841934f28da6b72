// POST /api/events/{eventId}/registrations/{registroId}/payment — pays a draft by card, OXXO voucher
// or, at 0, for free, once per attempt whatever is retried or double-clicked; answers the confirmation.
// `{registroId}` is the registration's link credential (registrant-path.ts).
import { paymentRequestSchema } from '@shared/registration/registration-api';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { toConfirmation } from '../completion/confirmation-view';
import { payWithCurrentData } from './payment-attempt';
import { payOnce } from './payment-claim';
import { registrantLinkOf } from '../form/registrant-path';
import { lastKnownRegistration } from '../form/registration-context';
import { limitPayment } from '../form/request-limits';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, paymentRequestSchema);
  // The link's key is checked under the claim, which is also the read of the registrant (payment-claim.ts).
  const key = registrantLinkOf(event, eventId);
  let context = await lastKnownRegistration(eventId);
  const settled = await payOnce(key, request, async (claimed) => {
    // Counted only for a payment still to make: the same attempt sent again counts against no limit.
    await limitPayment(event, eventId, claimed.correo, request.metodo);
    const outcome = await payWithCurrentData(eventId, context, claimed, request);
    context = outcome.context;
    return outcome.settled;
  });
  return { body: toConfirmation(settled, context.event, context.config) };
});
