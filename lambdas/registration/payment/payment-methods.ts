// A race registration's part of the payments lifecycle's charge (lambdas/payments/lifecycle/charge.ts),
// how each payment method takes a registrant to its end (docs/registration.md §4 Registration flow 5–7): a place is
// held first; free and card registrations complete at once, OXXO records its voucher and mails it
// through the outbox, a refused payment gives the place back, and a failed provider call leaves the
// place held (its hold open) for the next attempt or the sweep to ask the provider.
import { MAIL_TYPES } from '@shared/registration/mail-texts';
import { availableMethods } from '@shared/registration/payment-methods';
import type { PaymentRequest } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary } from '@shared/results/event-schemas';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { sendOwed } from '@lambdas/mail/outbox';
import { chargeClaimed } from '@lambdas/payments/lifecycle/charge';
import type { PaymentCharge } from '@lambdas/payments/lifecycle/payment-port';
import { cardPaymentStatus, completeRegistration, type CompletionInput } from '../completion/complete-registration';
import { registrantMail } from '../completion/registration-mail';
import { placeLimits, voucherPlaceLimits } from '../form/place-limits';
import { StaleRegistration } from '../form/registration-context';
import { completeMembers } from '../group/group-completion';
import { holdPlaces, releasePlaces } from '../group/group-places';
import { payableTotal } from '../group/group-total';
import { recordFailedPayment, recordVoucher } from '../registrants-repository';
import { paymentFailed } from './payment-claim';
import { providerOrder } from './provider-order';
import { registrantSettlement } from './registration-payments';

export interface PaymentContext {
  event: EventSummary;
  config: RegistryConfig;
  /** The registration revision `config` was read at: the hold checks it is still the event's. */
  revision: string | undefined;
}

/** 400 unless the order can be paid that way: free only at 0, card and OXXO above 0 when the event has them on. */
export function requireMethod(registrant: RegistrantItem, config: RegistryConfig, metodo: PaymentRequest['metodo']): void {
  if (!availableMethods(payableTotal(registrant), config.formasDePago).includes(metodo)) {
    throw new HttpError(400, 'PAYMENT_METHOD_UNAVAILABLE', registrationApiMessages.paymentMethodUnavailable);
  }
}

/** 409 for a member of a group order other than its payer: the group is paid once, on its payer's registrant. */
export function requirePayer(registrant: RegistrantItem): void {
  if (registrant.grupoId !== undefined && registrant.grupoId !== registrant.registroId) {
    throw new HttpError(409, 'PAID_WITH_GROUP', registrationApiMessages.paidWithGroup);
  }
}

/**
 * Holds the registrant's place (and code use), or every place of the group it pays for: 409 AGOTADO when its modality is full, as the registrant
 * holding it. An OXXO voucher holds a place only while the modality's last places stay free for
 * immediate payments (voucherPlaceLimits): unpaid vouchers cannot sell a modality out.
 */
export async function holdFor(registrant: RegistrantItem, { event, config, revision }: PaymentContext, voucher = false): Promise<RegistrantItem> {
  const limits = placeLimits(registrant, config);
  const outcome = await holdPlaces(registrant, (member) => (voucher ? voucherPlaceLimits(placeLimits(member, config)) : placeLimits(member, config)), revision);
  if (outcome === 'stale') throw new StaleRegistration(event.iDEvento);
  if (outcome === 'soldOut' && voucher && limits.capacidad > 0) throw new HttpError(409, 'LAST_PLACES_FOR_IMMEDIATE_PAYMENT', registrationApiMessages.lastPlacesForImmediatePayment);
  if (outcome === 'soldOut') throw new HttpError(409, 'SOLD_OUT', registrationApiMessages.soldOut);
  if (outcome === 'codeUsedUp') throw new HttpError(409, 'DISCOUNT_USED_UP', registrationApiMessages.discountGoneAtPayment);
  return { ...registrant, lugarReservado: true };
}

/** Completes a registrant this request holds a place for (nothing else can have released it), ending its claim. */
async function completeHeld(registrant: RegistrantItem, context: PaymentContext, intento: string, input: Omit<CompletionInput, 'claim'>): Promise<RegistrantItem> {
  await completeMembers(registrant, context.event, context.config, input);
  const completed = await completeRegistration(registrant, context.event, context.config, { ...input, claim: intento });
  if (completed.numero === undefined) throw new Error(`Registrant ${registrant.registroId} lost its place while paying`);
  return completed;
}

/** A claimed registrant paid with the registration data `context`, as the lifecycle's charge takes it. */
export function registrantCharge(context: PaymentContext): PaymentCharge<RegistrantItem, RegistrantItem> {
  const { event, config } = context;
  return {
    ...registrantSettlement(async () => context),
    // The hold stays open (reservaAbierta) until a folio or a voucher settles it.
    wasCutShort: (claimed) => claimed.reservaAbierta !== undefined,
    hold: (claimed, metodo) => holdFor(claimed, context, metodo === 'oxxo_pay'),
    order(registrant, intento) {
      const input = providerOrder(registrant, config, intento);
      if (!input) throw new HttpError(400, 'PAYMENT_METHOD_UNAVAILABLE', registrationApiMessages.paymentMethodUnavailable);
      return input;
    },
    complete(registrant, payment, intento) {
      const now = new Date();
      if (payment.method === 'card') {
        const { charge } = payment;
        return completeHeld(registrant, context, intento, { statusPago: cardPaymentStatus(charge, now), ordenPago: charge.orderId, mail: MAIL_TYPES.pagoRecibido });
      }
      const at = now.toISOString();
      return completeHeld(registrant, context, intento, {
        statusPago: { status: 'ok', formaPago: 'efectivo', formaInscripcion: 'en linea', fechaPago: at, serverTime: at, idOperacion: `gratis-${registrant.registroId}`, amount: 0 },
        mail: MAIL_TYPES.registro,
      });
    },
    async recordVoucher(registrant, voucher, ordenPago) {
      const now = new Date();
      const mail = registrantMail({ ...registrant, voucher, ordenPago }, event, MAIL_TYPES.fichaOxxo, now);
      await recordVoucher(registrant, voucher, ordenPago, { status: 'pendiente', formaPago: 'oxxo_pay', formaInscripcion: 'en linea', serverTime: now.toISOString() }, mail);
      await sendOwed(mail.owed);
      return undefined;
    },
    async recordRefusal(registrant, intento, mensajes) {
      await releasePlaces(registrant, 'declined');
      await recordFailedPayment(registrant, { intento, fecha: new Date().toISOString(), mensajes });
    },
    // Whether it charged is unknown: the hold stays open, so the next attempt or the sweep asks the provider.
    recordInterruption: async () => {},
    paymentFailed,
  };
}

/**
 * Pays a claimed registrant: the registrant complete with its claim ended, or nothing when the claim
 * is still to end (a voucher issued, or an earlier attempt's charge found and completed). Throws
 * StaleRegistration, having changed nothing, when the configuration in `context` is no longer the event's.
 */
export function pay(context: PaymentContext, claimed: RegistrantItem, request: PaymentRequest): Promise<RegistrantItem | undefined> {
  return chargeClaimed(registrantCharge(context), claimed, request);
}
