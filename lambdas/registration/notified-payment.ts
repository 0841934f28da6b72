// What a verified payment notification does to the registrant it names (notification-action.ts):
// a paid voucher completes the registration, an expired one is cancelled as the expiry job does, a
// paid card order completes the registration its own request left unfinished, and a second charge
// of a paid registration is flagged for a refund. A payment that finds its place given back (a
// voucher cancelled, a card attempt that ended) gets a place again if one is free; otherwise the
// registrant is flagged for a refund, never sold a place the modality does not have.
import { MAIL_TYPES } from '../../shared/registration/mail-texts';
import type { PaymentStatus } from '../../shared/registration/registration-api';
import { registrationApiMessages } from '../../shared/registration/registration-texts';
import { HttpError } from '../core/http-error';
import type { RegistrantItem } from '../data/registrant-entity';
import type { PaymentNotification } from '../payments/payment-provider';
import { cardPaymentStatus, completeRegistration, type CompletionInput } from './complete-registration';
import { notificationAction } from './notification-action';
import { placeLimits } from './place-limits';
import { holdPlace } from './places-repository';
import { endPayment, getRegistrant, markForRefund } from './registrants-repository';
import { currentRegistration, type RegistrationContext } from './registration-context';
import { expireVoucher } from './voucher-expiry';

/** An expiry can cancel the registration between a read and the completion; it is read again then. */
const COMPLETION_ATTEMPTS = 3;

async function registrantOf({ metadata }: PaymentNotification): Promise<RegistrantItem | null> {
  const eventId = Number(metadata?.eventId);
  if (!metadata || !Number.isSafeInteger(eventId)) return null;
  return getRegistrant({ eventId, registroId: metadata.registroId });
}

function configOf({ event, config }: RegistrationContext) {
  if (!config) throw new Error(`Event ${event.iDEvento} has a paid order and no registry configuration`);
  return config;
}

/** Completes a registration its provider says is paid, holding a place again if it lost its own. */
async function completePaid(first: RegistrantItem, context: RegistrationContext, payment: Pick<CompletionInput, 'statusPago' | 'ordenPago'>): Promise<void> {
  const config = configOf(context);
  let registrant: RegistrantItem | null = first;
  for (let attempt = 0; attempt < COMPLETION_ATTEMPTS && registrant; attempt += 1) {
    if ((registrant.statusPago as PaymentStatus).status === 'ok' || registrant.reembolsar) return;
    if (!registrant.lugarReservado) {
      if ((await holdPlace(registrant, placeLimits(registrant, config))) !== 'held') {
        await markForRefund(registrant);
        return;
      }
    }
    const completed = await completeRegistration(registrant, context.event, config, { ...payment, mail: MAIL_TYPES.pagoRecibido });
    if (completed.numero !== undefined) return;
    registrant = await getRegistrant(registrant);
  }
  throw new Error(`The paid order ${payment.ordenPago ?? ''} could not complete its registration`);
}

function voucherPaid(registrant: RegistrantItem, context: RegistrationContext, notification: PaymentNotification): Promise<void> {
  const now = new Date().toISOString();
  return completePaid(registrant, context, {
    statusPago: { status: 'ok', formaPago: 'oxxo_pay', formaInscripcion: 'en linea', fechaPago: now, serverTime: now, idOperacion: notification.orderId, amount: notification.amount },
    ordenPago: notification.orderId,
  });
}

async function cardPaid(registrant: RegistrantItem, context: RegistrationContext, notification: PaymentNotification): Promise<void> {
  const { card, metadata } = notification;
  if (!card) throw new Error(`Card notification ${notification.id} without its charge`);
  await completePaid(registrant, context, {
    statusPago: cardPaymentStatus({ chargeId: card.chargeId, brand: card.brand, cardName: card.name, last4: card.last4, amount: notification.amount }, new Date()),
    // A registrant with a voucher keeps its order: a later store payment of it is then recognised and refunded.
    ...(registrant.voucher ? {} : { ordenPago: notification.orderId }),
  });
  // The attempt that stopped would have ended its claim: the registrant is not left looking in flight.
  if (metadata?.intento) await endPayment(registrant, metadata.intento);
}

export async function handleNotification(notification: PaymentNotification): Promise<void> {
  const registrant = notification.type === 'other' ? null : await registrantOf(notification);
  const action = notificationAction(notification, registrant);
  if (action === 'ignore' || !registrant) return;
  if (action === 'retryLater') throw new HttpError(409, 'PAYMENT_IN_PROGRESS', registrationApiMessages.paymentInProgress);
  if (action === 'refund') return markForRefund(registrant);
  const context = await currentRegistration(registrant.eventId);
  if (action === 'voucherExpired') await expireVoucher(registrant, context.event);
  else if (action === 'voucherPaid') await voucherPaid(registrant, context, notification);
  else await cardPaid(registrant, context, notification);
}
