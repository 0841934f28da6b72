// What a verified payment notification of a reto order asks of the participant's payment: an OXXO
// voucher paid activates the registration and one expired gives the code use back; a card order paid
// whose own request did not finish activates it too; an order paid once the registration already was
// paid (or for a participant who left) is to be refunded.
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { PaymentNotification } from '@lambdas/payments/payment-provider';
import { STALE_ATTEMPT_MS } from './reto-payment-plan';

type RetoNotificationAction = 'ignore' | 'retryLater' | 'activate' | 'release' | 'refund';

type NotifiedPayment = Pick<RetoPaymentItem, 'estado' | 'intento' | 'ordenPago' | 'desde'>;

/** What the provider says of an order, by a notification or when asked: its notification id plays no part. */
export type ProviderNotice = Omit<PaymentNotification, 'id'>;

export function retoNotificationAction(notification: ProviderNotice, payment: NotifiedPayment | null, hasParticipant: boolean, now: Date): RetoNotificationAction {
  if (notification.type === 'other' || !payment) return 'ignore';
  const ownOrder = payment.ordenPago === notification.orderId;
  if (notification.type === 'order.expired') return payment.estado === 'ficha' && ownOrder ? 'release' : 'ignore';
  if (payment.estado === 'pagado') return ownOrder ? 'ignore' : 'refund';
  if (!hasParticipant) return 'refund';
  // Another attempt is charging: once it ends, a redelivery finds the payment settled or not.
  const otherAttemptInFlight = payment.estado === 'en-curso' && payment.intento !== notification.metadata?.intento && Date.parse(payment.desde) >= now.getTime() - STALE_ATTEMPT_MS;
  return otherAttemptInFlight ? 'retryLater' : 'activate';
}
