// Step 4, notify: a verified notification of the provider (an order paid or expired) applied to the
// purchase its metadata names, by the port whose `tipo` the metadata carries.
//
// Guarantees:
// - Each notification is handled once however often it is delivered: it is recorded before it is
//   handled (a replay finds it and changes nothing) and forgotten when handling fails, so the
//   provider's next delivery is handled.
// - What it does is the port's decision on the purchase as read (notificationStep): a paid order
//   completes its purchase (settle.ts: at most once, a second charge flagged for a refund), an
//   expired voucher gives its reservation back (as the expiry job does), and while an attempt is
//   paying the purchase it is answered with the port's "retry later", for the provider to deliver it
//   again once that attempt ended.
// - A card order whose own request stopped after the charge completes its purchase and ends that
//   attempt's claim, as the request would have.
import type { PaymentNotification } from '../payment-provider';
import { forgetNotification, recordNotification } from './notifications-repository';
import type { PaymentRecords, ProviderNotice } from './payment-port';
import { settleWithOrder } from './settle';

/** Ports of any kind of purchase, as the webhook holds them side by side. */
type AnyPaymentRecords = PaymentRecords<unknown, unknown>;

/** The port of the purchases the notification's metadata names (its `tipo`; none for a race registrant). */
function portFor(ports: readonly AnyPaymentRecords[], notice: ProviderNotice): AnyPaymentRecords {
  const port = ports.find((candidate) => candidate.tipo === notice.metadata?.tipo);
  if (!port) throw new Error(`No payments port takes orders of tipo ${String(notice.metadata?.tipo)}`);
  return port;
}

/** What the notification asks of its purchase, done. */
export async function applyNotice<Purchase, Listed>(port: PaymentRecords<Purchase, Listed>, notice: ProviderNotice): Promise<void> {
  if (notice.type === 'other') return;
  const purchase = await port.purchaseOf(notice.metadata);
  const step = port.notificationStep(notice, purchase, new Date());
  if (step === 'ignore' || purchase === null) return;
  switch (step) {
    case 'retryLater':
      throw port.retryLater();
    case 'refund':
      return port.flagRefund(purchase, [notice]);
    case 'expire':
      if ((await port.releaseVoucher(purchase)) === 'raced') throw port.retryLater();
      return;
    case 'settle':
    case 'settleAttempt': {
      if ((await settleWithOrder(port, purchase, notice)) === 'raced') throw port.retryLater();
      const intento = notice.metadata?.intento;
      if (step === 'settleAttempt' && intento) await port.endAttempt(purchase, intento);
    }
  }
}

/** Handles a verified notification once, with the port of the purchase it names. */
export async function receiveNotification(ports: readonly AnyPaymentRecords[], notification: PaymentNotification): Promise<void> {
  if (!(await recordNotification(notification, new Date()))) return;
  try {
    await applyNotice(portFor(ports, notification), notification);
  } catch (error) {
    await forgetNotification(notification.id);
    throw error;
  }
}
