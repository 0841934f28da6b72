// What a payment request, or what the provider says of an order, does with a reto participant's
// payment as it stands; the retos' rules the payments lifecycle follows (reto-payments.ts).
//
// A request: one attempt at a time charges. A settled payment is answered again (paid, or the voucher
// to an OXXO request), the same attempt refused is refused again without charging, an attempt in
// flight is answered as such, and an attempt cut off (its provider call failed, or older than any
// handler runs) is resumed with its own intento, so the provider, keyed by it, charges it once.
//
// An order: an OXXO voucher paid activates the registration and one expired gives the code use back;
// a card order paid whose own request did not finish activates it too; an order paid once the
// registration already was paid (or for a participant who left) is to be refunded.
import { retoPaymentMessages, type RetoPaymentRequest } from '@shared/retos/reto-payment';
import { HttpError } from '@lambdas/core/http-error';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { ProviderNotice } from '@lambdas/payments/lifecycle/payment-port';
import { STALE_CLAIM_MS, untilClaimStale } from '@lambdas/payments/stale-claim';

export type AttemptPlan<P> = { action: 'answer'; payment: P } | { action: 'start'; intento: string };

type PaymentState = Pick<RetoPaymentItem, 'estado' | 'intento' | 'metodo' | 'desde' | 'mensajes'>;

export const paymentFailed = (details: string[]) => new HttpError(402, 'PAYMENT_FAILED', retoPaymentMessages.declined(details));

export const inProgress = () => new HttpError(409, 'PAYMENT_IN_PROGRESS', retoPaymentMessages.inProgress);

function isCutOff(payment: PaymentState, now: Date): boolean {
  return payment.estado === 'interrumpido' || (payment.estado === 'en-curso' && Date.parse(payment.desde) < now.getTime() - STALE_CLAIM_MS);
}

export function planAttempt<P extends PaymentState>(payment: P | null, request: RetoPaymentRequest, now: Date): AttemptPlan<P> {
  if (!payment) return { action: 'start', intento: request.intento };
  const sameAttempt = payment.intento === request.intento;
  switch (payment.estado) {
    case 'pagado':
      return { action: 'answer', payment };
    case 'ficha':
      if (request.metodo === 'oxxo_pay') return { action: 'answer', payment };
      throw new HttpError(409, 'VOUCHER_PENDING', retoPaymentMessages.voucherPending);
    case 'rechazado':
      if (sameAttempt) throw paymentFailed(payment.mensajes ?? []);
      return { action: 'start', intento: request.intento };
    case 'vencido':
      if (sameAttempt) throw new HttpError(409, 'VOUCHER_EXPIRED', retoPaymentMessages.voucherExpired);
      return { action: 'start', intento: request.intento };
    case 'en-curso':
    case 'interrumpido':
      if (!isCutOff(payment, now)) throw untilClaimStale(inProgress(), payment.desde, now);
      // The same method resumes the cut-off attempt; another one is an attempt of its own.
      return { action: 'start', intento: payment.metodo === request.metodo ? payment.intento : request.intento };
  }
}

type RetoNotificationAction = 'ignore' | 'retryLater' | 'activate' | 'release' | 'refund';

type NotifiedPayment = Pick<RetoPaymentItem, 'estado' | 'intento' | 'ordenPago' | 'desde'>;

export function retoNotificationAction(notification: ProviderNotice, payment: NotifiedPayment | null, hasParticipant: boolean, now: Date): RetoNotificationAction {
  if (notification.type === 'other' || !payment) return 'ignore';
  const ownOrder = payment.ordenPago === notification.orderId;
  if (notification.type === 'order.expired') return payment.estado === 'ficha' && ownOrder ? 'release' : 'ignore';
  if (payment.estado === 'pagado') return ownOrder ? 'ignore' : 'refund';
  if (!hasParticipant) return 'refund';
  // Another attempt is charging: once it ends, a redelivery finds the payment settled or not.
  const otherAttemptInFlight = payment.estado === 'en-curso' && payment.intento !== notification.metadata?.intento && Date.parse(payment.desde) >= now.getTime() - STALE_CLAIM_MS;
  return otherAttemptInFlight ? 'retryLater' : 'activate';
}
