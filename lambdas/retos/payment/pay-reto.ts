// POST /api/retos/{eventID}/me/payment — the signed-in participant pays a priced reto by card or with
// an OXXO voucher (docs/retos.md §2.6 step 0), once per attempt whatever is retried or double-clicked;
// answers the registration paid, or the voucher ('ficha de pago') to pay at the store.
import { rateLimits } from '@shared/core/rate-limits';
import { retoPaymentMessages, retoPaymentRequestSchema, type RetoPaymentRequest } from '@shared/retos/reto-payment';
import { getProfile } from '@lambdas/accounts/profile-repository';
import { callerOf } from '@lambdas/core/caller';
import { clientOf } from '@lambdas/core/client-address';
import { enforceInContainer } from '@lambdas/limits/container-rate-limit';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody, type HttpEvent } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { participationOfRoute, requireOpen } from '../participant-access';
import { getParticipant } from '../participants-repository';
import { payReto } from './reto-payments';
import { toRetoPaymentAnswer } from './reto-payment-view';

/** As race registration counts them: attempts in the container, vouchers (each holds a code use 48 hours) in the table. */
async function limitPayment(event: HttpEvent, metodo: RetoPaymentRequest['metodo']): Promise<void> {
  const client = clientOf(event);
  enforceInContainer([{ subject: `pago:cliente:${client}`, limits: rateLimits.paymentsPerClient }]);
  if (metodo === 'oxxo_pay') await enforceLimits([{ subject: `oxxo:cliente:${client}`, limits: rateLimits.vouchersPerClient }]);
}

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { reto, participant } = await participationOfRoute(event, caller);
  const request = parseBody(event, retoPaymentRequestSchema);
  if (reto.price <= 0) throw new HttpError(409, 'NOTHING_TO_PAY', retoPaymentMessages.free);
  const profile = await getProfile(caller.userId);
  const beforeCharge = async () => {
    requireOpen(reto);
    await limitPayment(event, request.metodo);
  };
  const payment = await payReto({ reto, participant, telefono: profile?.telefono ?? '', beforeCharge }, request);
  const current = (await getParticipant(reto.eventId, caller.userId)) ?? participant;
  return { body: toRetoPaymentAnswer(payment, current, reto) };
});
