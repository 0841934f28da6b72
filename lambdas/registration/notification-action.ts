// What a verified payment notification asks of the registrant its metadata names: an OXXO voucher's
// order paid or expired (spec §4 Voucher validity), or a card order paid whose own request did not
// finish the registration (it stopped between the charge and the folio).
import type { PaymentStatus } from '../../shared/registration/registration-api';
import type { RegistrantItem } from '../data/registrant-entity';
import type { PaymentNotification } from '../payments/payment-provider';

export type NotificationAction = 'ignore' | 'retryLater' | 'voucherPaid' | 'voucherExpired' | 'cardPaid';

export type NotifiedRegistrant = Pick<RegistrantItem, 'voucher' | 'ordenPago' | 'pagoEnCurso' | 'lugarReservado' | 'statusPago'>;

export function notificationAction(notification: PaymentNotification, registrant: NotifiedRegistrant | null): NotificationAction {
  if (notification.type === 'other' || !registrant) return 'ignore';
  if (registrant.voucher) {
    // Only the order its voucher was issued for.
    if (registrant.ordenPago !== notification.orderId) return 'ignore';
    return notification.type === 'order.paid' ? 'voucherPaid' : 'voucherExpired';
  }
  if (notification.card) {
    // The charge of the attempt that holds the place and has not completed: completing it is what
    // that attempt would have done. Any other card order was completed or refused by its request.
    const ownAttempt = registrant.pagoEnCurso !== undefined && registrant.pagoEnCurso === notification.metadata?.intento;
    const pending = (registrant.statusPago as PaymentStatus).status !== 'ok';
    return notification.type === 'order.paid' && ownAttempt && registrant.lugarReservado && pending ? 'cardPaid' : 'ignore';
  }
  // An OXXO order still in flight has not stored its voucher yet: the provider delivers again later.
  return registrant.pagoEnCurso === undefined ? 'ignore' : 'retryLater';
}
