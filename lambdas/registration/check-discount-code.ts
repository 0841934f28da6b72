// POST /api/events/{eventId}/registrations/discount — the discount-code check of spec §7.2: whether
// the code applies to the chosen modality and how much it takes off; an invalid code answers 200.
import { moneyText } from '../../shared/registration/money-text';
import { discountCheckSchema, type DiscountCheckResponse } from '../../shared/registration/registration-api';
import { registrationApiMessages } from '../../shared/registration/registration-texts';
import { httpHandler, parseBody } from '../core/http-handler';
import { eventIdOf } from '../results/event-path';
import { checkCodeUses } from './discount-grant';
import { loadRegistrationContext } from './registration-context';
import { selectionOf } from './registration-selection';
import { orderOf } from './selected-order';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, discountCheckSchema);
  const selection = selectionOf(await loadRegistrationContext(eventId), request);
  const { subtotal } = orderOf(selection, request.productos, new Date());
  const check = await checkCodeUses(eventId, selection.config, request.codigo, { codigoModalidad: request.codigoModalidad, subtotal, currency: selection.currency });
  const body: DiscountCheckResponse =
    check.status === 'valid'
      ? { valid: true, text: registrationApiMessages.discountApplied(moneyText(check.grant.monto, selection.currency.codigo)), amount: check.grant.monto }
      : { valid: false, text: check.status === 'usedUp' ? registrationApiMessages.discountUsedUp : registrationApiMessages.discountInvalid, amount: 0 };
  return { body };
});
