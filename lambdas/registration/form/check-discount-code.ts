// POST /api/events/{eventId}/registrations/discount — the discount-code check of docs/registration.md §7.2: the
// selection checked as the registration checks it, then whether the code applies to it and how much
// it takes off; a code that gives nothing answers 200 with valid false and 'Código inválido', whether it
// is unknown, used up or has nothing to take off, so the answer tells no one which codes exist.
import { moneyText } from '@shared/registration/money-text';
import { discountCheckSchema, type DiscountCheckResponse } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { checkCodeFor } from './discount-grant';
import { currentRegistration } from './registration-context';
import { countRefusedCode, limitCodeCheck } from './request-limits';
import { checkedSelection } from './selection-checks';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, discountCheckSchema);
  await limitCodeCheck(event, eventId);
  const now = new Date();
  const selection = checkedSelection(await currentRegistration(eventId), request, now, 'publico');
  const check = await checkCodeFor(eventId, selection, request.codigo, request.productos, now);
  if (check.status !== 'valid') await countRefusedCode(event, eventId);
  const body: DiscountCheckResponse =
    check.status === 'valid'
      ? { valid: true, text: registrationApiMessages.discountApplied(moneyText(check.grant.monto, selection.currency.codigo)), amount: check.grant.monto }
      : { valid: false, text: registrationApiMessages.discountRefused, amount: 0 };
  return { body };
});
