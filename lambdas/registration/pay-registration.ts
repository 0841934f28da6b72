// POST /api/events/{eventId}/registrations/{registroId}/payment — pays a draft by card, OXXO voucher
// or, at 0, for free, once per attempt whatever is retried or double-clicked; answers the confirmation.
import { paymentRequestSchema } from '../../shared/registration/registration-api';
import { httpHandler, parseBody } from '../core/http-handler';
import { eventIdOf } from '../results/event-path';
import { toConfirmation } from './confirmation-view';
import { payOnce } from './payment-claim';
import { pay, requireMethod } from './payment-methods';
import { registrantOf } from './registrant-path';
import { loadRegistrationContext } from './registration-context';
import { openConfig } from './registration-selection';
import { limitPayment } from './request-limits';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, paymentRequestSchema);
  const [context, registrant] = await Promise.all([loadRegistrationContext(eventId), registrantOf(event, eventId)]);
  const settled = await payOnce(registrant, request, async (claimed) => {
    // Checked only for a payment still to make: a settled one answers even once registration closed,
    // and the same attempt sent again counts against no limit.
    const config = openConfig(context);
    requireMethod(claimed, config, request.metodo);
    await limitPayment(event, eventId, claimed.correo, request.metodo);
    return pay({ event: context.event, config }, claimed, request);
  });
  return { body: toConfirmation(settled, context.event, context.config) };
});
