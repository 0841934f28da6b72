// What a verified payment notification does to the registrant it names (spec §4 Voucher validity):
// a paid voucher completes the registration, an expired one is cancelled as the expiry job does.
// A voucher paid after its registration was cancelled gets a place again if one is free; otherwise
// the registrant is flagged for a refund, never sold a place the modality does not have.
import { MAIL_TYPES } from '../../shared/registration/mail-texts';
import type { PaymentStatus } from '../../shared/registration/registration-api';
import { registrationApiMessages } from '../../shared/registration/registration-texts';
import { HttpError } from '../core/http-error';
import type { RegistrantItem } from '../data/registrant-entity';
import type { PaymentNotification } from '../payments/payment-provider';
import { completeRegistration } from './complete-registration';
import { placeLimits } from './place-limits';
import { holdPlace } from './places-repository';
import { getRegistrant, markForRefund } from './registrants-repository';
import { loadRegistrationContext, type RegistrationContext } from './registration-context';
import { expireVoucher } from './voucher-expiry';

/** An expiry can cancel the registration between a read and the completion; it is read again then. */
const COMPLETION_ATTEMPTS = 3;

async function registrantOf(notification: PaymentNotification): Promise<RegistrantItem | null> {
  const eventId = Number(notification.metadata?.eventId);
  if (!notification.metadata || !Number.isSafeInteger(eventId)) return null;
  const registrant = await getRegistrant({ eventId, registroId: notification.metadata.registroId });
  // A payment still in flight has not stored its order: the provider is asked to deliver again later.
  if (registrant?.pagoEnCurso && !registrant.voucher) throw new HttpError(409, 'PAYMENT_IN_PROGRESS', registrationApiMessages.paymentInProgress);
  // Only the order its voucher was issued for: a card order completes in its own request.
  return registrant?.voucher && registrant.ordenPago === notification.orderId ? registrant : null;
}

async function voucherPaid(first: RegistrantItem, { event, config }: RegistrationContext, notification: PaymentNotification): Promise<void> {
  if (!config) throw new Error(`Event ${event.iDEvento} has a paid voucher and no registry configuration`);
  let registrant: RegistrantItem | null = first;
  for (let attempt = 0; attempt < COMPLETION_ATTEMPTS && registrant; attempt += 1) {
    if ((registrant.statusPago as PaymentStatus).status === 'ok' || registrant.reembolsar) return;
    if (!registrant.lugarReservado) {
      if ((await holdPlace(registrant, placeLimits(registrant, config))) !== 'held') {
        await markForRefund(registrant);
        return;
      }
    }
    const now = new Date().toISOString();
    const completed = await completeRegistration(registrant, event, config, {
      statusPago: { status: 'ok', formaPago: 'oxxo_pay', formaInscripcion: 'en linea', fechaPago: now, serverTime: now, idOperacion: notification.orderId, amount: notification.amount },
      mail: MAIL_TYPES.pagoRecibido,
    });
    if (completed.numero !== undefined) return;
    registrant = await getRegistrant(registrant);
  }
  throw new Error(`The paid voucher of order ${notification.orderId} could not complete its registration`);
}

export async function handleNotification(notification: PaymentNotification): Promise<void> {
  if (notification.type === 'other') return;
  const registrant = await registrantOf(notification);
  if (!registrant) return;
  const context = await loadRegistrationContext(registrant.eventId);
  if (notification.type === 'order.expired') await expireVoucher(registrant, context.event);
  else await voucherPaid(registrant, context, notification);
}
