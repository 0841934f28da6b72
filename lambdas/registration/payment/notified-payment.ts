// What a verified payment notification does to the registrant it names (notification-action.ts):
// a paid voucher completes the registration, an expired one is cancelled as the expiry job does, a
// paid card order completes the registration its own request left unfinished, and a second charge
// of a paid registration is flagged for a refund. A payment that finds its place given back (a
// voucher cancelled, a card attempt that ended) gets a place again if one is free; otherwise the
// registrant is flagged for a refund, never sold a place the modality does not have. The provider's
// answer about a payment cut short completes a registration the same way (cut-short-payments.ts).
import { MAIL_TYPES } from '@shared/registration/mail-texts';
import type { PaymentStatus } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { PaymentNotification, ProviderOrder } from '@lambdas/payments/payment-provider';
import { cardPaymentStatus, completeRegistration, type CompletionInput } from '../completion/complete-registration';
import { notificationAction } from './notification-action';
import { placeLimits } from '../form/place-limits';
import { holdPlace } from '../form/places-repository';
import { endPayment, getRegistrant, markForRefund } from '../registrants-repository';
import { currentRegistration, type RegistrationContext } from '../form/registration-context';
import { STALE_CLAIM_MS } from './stale-claim';
import { expireVoucher } from './voucher-expiry';

/** An expiry can cancel the registration between a read and the completion; it is read again then. */
const COMPLETION_ATTEMPTS = 3;

/** What a completion needs of the event: a payment's context or the event's current registration data. */
export type PaidContext = Pick<RegistrationContext, 'event' | 'config'>;

async function registrantOf({ metadata }: PaymentNotification): Promise<RegistrantItem | null> {
  const eventId = Number(metadata?.eventId);
  if (!metadata || !Number.isSafeInteger(eventId)) return null;
  return getRegistrant({ eventId, registroId: metadata.registroId });
}

/** What the completion records of a paid order: a card's charge, or a store's payment of the voucher. */
function paymentOf(registrant: RegistrantItem, order: ProviderOrder): Pick<CompletionInput, 'statusPago' | 'ordenPago'> {
  const now = new Date();
  const { card } = order;
  if (!card) {
    const at = now.toISOString();
    return { statusPago: { status: 'ok', formaPago: 'oxxo_pay', formaInscripcion: 'en linea', fechaPago: at, serverTime: at, idOperacion: order.orderId, amount: order.amount }, ordenPago: order.orderId };
  }
  return {
    statusPago: cardPaymentStatus({ chargeId: card.chargeId, brand: card.brand, cardName: card.name, last4: card.last4, amount: order.amount }, now),
    // A registrant with a voucher keeps its order: a later store payment of it is then recognised and refunded.
    ...(registrant.voucher ? {} : { ordenPago: order.orderId }),
  };
}

/**
 * Completes a registration with an order its provider says is paid, holding a place again if it lost
 * its own; flags it for a refund when no place is left. Nothing changes for one paid already.
 */
export async function completeWithOrder(first: RegistrantItem, { event, config }: PaidContext, order: ProviderOrder): Promise<void> {
  if (!config) throw new Error(`Event ${event.iDEvento} has a paid order and no registry configuration`);
  const payment = paymentOf(first, order);
  let registrant: RegistrantItem | null = first;
  for (let attempt = 0; attempt < COMPLETION_ATTEMPTS && registrant; attempt += 1) {
    if ((registrant.statusPago as PaymentStatus).status === 'ok' || registrant.reembolsar) return;
    if (!registrant.lugarReservado) {
      if ((await holdPlace(registrant, placeLimits(registrant, config))) !== 'held') {
        await markForRefund(registrant);
        return;
      }
    }
    const completed = await completeRegistration(registrant, event, config, { ...payment, mail: MAIL_TYPES.pagoRecibido });
    if (completed.numero !== undefined) return;
    registrant = await getRegistrant(registrant);
  }
  throw new Error(`The paid order ${order.orderId} could not complete its registration`);
}

export async function handleNotification(notification: PaymentNotification): Promise<void> {
  const registrant = notification.type === 'other' ? null : await registrantOf(notification);
  const action = notificationAction(notification, registrant, new Date(Date.now() - STALE_CLAIM_MS));
  if (action === 'ignore' || !registrant) return;
  if (action === 'retryLater') throw new HttpError(409, 'PAYMENT_IN_PROGRESS', registrationApiMessages.paymentInProgress);
  if (action === 'refund') return markForRefund(registrant);
  const context = await currentRegistration(registrant.eventId);
  if (action === 'voucherExpired') {
    await expireVoucher(registrant, context.event);
    return;
  }
  await completeWithOrder(registrant, context, notification);
  // The attempt that stopped would have ended its claim: the registrant is not left looking in flight.
  const intento = notification.metadata?.intento;
  if (action === 'cardPaid' && intento) await endPayment(registrant, intento);
}
