// What a verified payment notification of a reto order (metadata tipo 'reto') does: the payment
// webhook hands these here and race registrants' to registration/notified-payment.ts. A paid order
// activates the registration (taking the code use back if it had been given back), an expired voucher
// gives the code use back, and an order the registration cannot take is flagged for a refund.
import { retoPaymentMessages } from '@shared/retos/reto-payment';
import { HttpError } from '@lambdas/core/http-error';
import type { PaymentNotification } from '@lambdas/payments/payment-provider';
import type { ProviderNotice } from './reto-notification-action';
import { getParticipant } from './participants-repository';
import { retoNotificationAction } from './reto-notification-action';
import { getRetoPayment, giveUseBack, markForRefund, settlePaid } from './reto-payments-repository';

export const isRetoNotification = (notification: PaymentNotification): boolean => notification.metadata?.tipo === 'reto';

/** The provider delivers again later: by then the payment it raced with has settled. */
const retryLater = () => new HttpError(409, 'PAYMENT_IN_PROGRESS', retoPaymentMessages.inProgress);

/** Also what the reconciliation does with a paid order the provider reports (reto-cut-short-payments.ts), which has no notification id. */
export async function handleRetoNotification(notification: ProviderNotice): Promise<void> {
  const { metadata } = notification;
  if (!metadata || notification.type === 'other') return;
  const [payment, participant] = await Promise.all([getRetoPayment(metadata.eventId, metadata.registroId), getParticipant(metadata.eventId, metadata.registroId)]);
  const action = retoNotificationAction(notification, payment, participant !== null, new Date());
  if (action === 'ignore' || !payment) return;
  if (action === 'retryLater') throw retryLater();
  if (action === 'refund') return markForRefund(payment, notification.orderId);
  // A voucher's participant is gone only with its payment: nothing is left to release.
  if (!participant) return;
  if (action === 'release') {
    if (!(await giveUseBack(participant, payment, { estado: 'vencido' }))) throw retryLater();
    return;
  }
  const paid = { ordenPago: notification.orderId, idOperacion: notification.card?.chargeId ?? notification.orderId, monto: notification.amount, at: new Date() };
  const outcome = await settlePaid(participant, payment, paid);
  if (outcome === 'raced') throw retryLater();
  if (outcome === 'cannotHold') await markForRefund(payment, notification.orderId);
}
