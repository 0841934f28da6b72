// What a verified payment notification asks of the registrant its metadata names: an OXXO voucher's
// order paid or expired (docs/registration.md §4 Voucher validity), or a card order paid whose own request did not
// finish the registration (it stopped between the charge and the folio), or a second card charge of
// a registration already paid, which must be refunded. While any attempt is paying the registrant
// (its own included: it completes itself), the notification is delivered again later. The rules the
// payments lifecycle's notify step follows for a race registrant (registration-payments.ts).
import type { PaymentStatus } from '@shared/registration/registration-api';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { ProviderNotice } from '@lambdas/payments/lifecycle/payment-port';

export type NotificationAction = 'ignore' | 'retryLater' | 'voucherPaid' | 'voucherExpired' | 'cardPaid' | 'refund';

export type NotifiedRegistrant = Pick<RegistrantItem, 'voucher' | 'ordenPago' | 'pagoEnCurso' | 'pagoDesde' | 'lugarReservado' | 'statusPago'>;

/** `staleBefore`: a payment claimed before then was cut short (payment-claim.ts). */
export function notificationAction(notification: ProviderNotice, registrant: NotifiedRegistrant | null, staleBefore: Date): NotificationAction {
  if (notification.type === 'other' || !registrant) return 'ignore';
  if (registrant.voucher && registrant.ordenPago === notification.orderId) {
    if (notification.type === 'order.expired') return 'voucherExpired';
    // Paid at the store after a card completed it: the store payment goes back.
    const status = registrant.statusPago as PaymentStatus;
    return status.status === 'ok' && status.formaPago !== 'oxxo_pay' ? 'refund' : 'voucherPaid';
  }
  if (notification.card) {
    if (notification.type !== 'order.paid') return 'ignore';
    const status = registrant.statusPago as PaymentStatus;
    // Paid by this very charge: its own request or an earlier delivery completed it.
    if (status.status === 'ok') return status.idOperacion === notification.card.chargeId ? 'ignore' : 'refund';
    // An attempt is in flight: once it ends, a redelivery finds the registration paid or not. Its own
    // attempt is waited for too, so one completion runs at a time; once cut short, the notification completes it.
    const { pagoEnCurso, pagoDesde } = registrant;
    const ownAttemptCutShort = pagoEnCurso === notification.metadata?.intento && pagoDesde !== undefined && pagoDesde < staleBefore.toISOString();
    return pagoEnCurso !== undefined && !ownAttemptCutShort ? 'retryLater' : 'cardPaid';
  }
  // An OXXO order still in flight has not stored its voucher yet: the provider delivers again later.
  return registrant.pagoEnCurso === undefined ? 'ignore' : 'retryLater';
}
