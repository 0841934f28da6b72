// Paying a priced reto once per attempt (reto-payment-plan.ts): the attempt is claimed before the
// provider is called; a card approved activates the registration, an OXXO order leaves its voucher
// to pay, a refusal gives the code use back (the participant stays and may pay again), and a failed
// provider call leaves the attempt to be resumed with its own key.
import { retoPaymentMessages, type RetoPaymentRequest } from '@shared/retos/reto-payment';
import { countPaymentFailure } from '@lambdas/core/observability';
import { HttpError } from '@lambdas/core/http-error';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { paymentProvider } from '@lambdas/payments/deployment-provider';
import { VOUCHER_VALIDITY_MS } from '@lambdas/payments/voucher-validity';
import { inProgress, paymentFailed, planAttempt } from './reto-payment-plan';
import { claimAttempt, getRetoPayment, giveUseBack, interruptAttempt, recordVoucher, removeParticipation, settlePaid } from './reto-payments-repository';
import { retoProviderOrder } from './reto-provider-order';

/** Claims lost to a concurrent request before the payment is answered as in progress. */
const CLAIM_TRIES = 3;

export interface RetoPaymentContext {
  reto: VirtualEventItem;
  participant: RetoParticipantItem;
  telefono: string;
  /** Checks run only for a payment still to make (limits, the reto open): a settled one is answered anyway. */
  beforeCharge: () => Promise<void>;
}

async function reread(payment: RetoPaymentItem): Promise<RetoPaymentItem> {
  const current = await getRetoPayment(payment.eventId, payment.userID);
  if (!current) throw new Error(`The payment of ${payment.userID} in ${payment.eventId} vanished`);
  return current;
}

async function charge({ reto, participant, telefono }: RetoPaymentContext, payment: RetoPaymentItem, request: RetoPaymentRequest): Promise<RetoPaymentItem> {
  const provider = paymentProvider({ test: false });
  const input = retoProviderOrder(reto, participant, telefono, payment.intento);
  let result: Awaited<ReturnType<typeof provider.chargeCard | typeof provider.createOxxoOrder>>;
  try {
    result =
      request.metodo === 'card'
        ? await provider.chargeCard({ ...input, token: request.token })
        : await provider.createOxxoOrder({ ...input, expiresAt: new Date(Date.now() + VOUCHER_VALIDITY_MS) });
  } catch (error) {
    countPaymentFailure('provider_error');
    await interruptAttempt(payment);
    throw error;
  }
  if (!result.ok) {
    countPaymentFailure('declined');
    await giveUseBack(participant, payment, { estado: 'rechazado', mensajes: result.messages });
    throw paymentFailed(result.messages);
  }
  if ('reference' in result) {
    await recordVoucher(payment, { referencia: result.reference, monto: result.amount, expiraEn: result.expiresAt.toISOString() }, result.orderId);
  } else {
    // 'raced': the provider's notification of this very charge activated the registration first.
    await settlePaid(participant, payment, { ordenPago: result.orderId, idOperacion: result.chargeId, monto: result.amount, at: new Date() });
  }
  return reread(payment);
}

/** The payment once the request is answered: paid, or waiting for its voucher. */
export async function payReto(context: RetoPaymentContext, request: RetoPaymentRequest): Promise<RetoPaymentItem> {
  const { eventId, userID } = context.participant;
  let checked = false;
  for (let tries = 0; tries < CLAIM_TRIES; tries += 1) {
    const current = await getRetoPayment(eventId, userID);
    // Active with no payment of its own: registered while the reto was free.
    if (context.participant.active && current?.estado !== 'pagado') throw new HttpError(409, 'NOTHING_DUE', retoPaymentMessages.nothingDue);
    const plan = planAttempt(current, request, new Date());
    if (plan.action === 'answer') return plan.payment;
    if (!checked) await context.beforeCharge();
    checked = true;
    const claim = await claimAttempt(context.participant, current, { intento: plan.intento, metodo: request.metodo, now: new Date() });
    if (claim.ok) return charge(context, claim.payment, request);
    if (claim.reason === 'codeGone' && current && (await removeParticipation(current))) {
      throw new HttpError(409, 'CODE_GONE', retoPaymentMessages.codeGone);
    }
  }
  throw inProgress();
}
