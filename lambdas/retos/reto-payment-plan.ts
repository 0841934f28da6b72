// What a payment request does with the participant's payment as it stands: one attempt at a time
// charges. A settled payment is answered again (paid, or the voucher to an OXXO request), the same
// attempt refused is refused again without charging, an attempt in flight is answered as such, and
// an attempt cut off (its provider call failed, or older than any handler runs) is resumed with its
// own intento, so the provider, keyed by it, charges it once.
import { retoPaymentMessages, type RetoPaymentRequest } from '@shared/retos/reto-payment';
import { HttpError } from '@lambdas/core/http-error';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';

/** Longer than any handler runs: an attempt in flight this old was cut off. */
export const STALE_ATTEMPT_MS = 120_000;

export type AttemptPlan<P> = { action: 'answer'; payment: P } | { action: 'start'; intento: string };

type PaymentState = Pick<RetoPaymentItem, 'estado' | 'intento' | 'metodo' | 'desde' | 'mensajes'>;

export const paymentFailed = (details: string[]) => new HttpError(402, 'PAYMENT_FAILED', retoPaymentMessages.declined(details));

export const inProgress = () => new HttpError(409, 'PAYMENT_IN_PROGRESS', retoPaymentMessages.inProgress);

function isCutOff(payment: PaymentState, now: Date): boolean {
  return payment.estado === 'interrumpido' || (payment.estado === 'en-curso' && Date.parse(payment.desde) < now.getTime() - STALE_ATTEMPT_MS);
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
      if (!isCutOff(payment, now)) throw inProgress();
      // The same method resumes the cut-off attempt; another one is an attempt of its own.
      return { action: 'start', intento: payment.metodo === request.metodo ? payment.intento : request.intento };
  }
}
