// How each payment method takes a registrant to its end (docs/registration.md §4 Registration flow 5–7): a place is
// held first; free and card registrations complete at once, OXXO waits for its voucher to be paid,
// and a refused payment gives the place back.
import { MAIL_TYPES } from '@shared/registration/mail-texts';
import type { Order } from '@shared/registration/order-total';
import { availableMethods } from '@shared/registration/payment-methods';
import type { PaymentRequest } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary } from '@shared/results/event-schemas';
import { HttpError } from '@lambdas/core/http-error';
import { countPaymentFailure } from '@lambdas/core/observability';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { VOUCHER_VALIDITY_MS } from '@lambdas/payments/voucher-validity';
import { paymentProvider } from '@lambdas/payments/deployment-provider';
import type { OrderInput } from '@lambdas/payments/payment-provider';
import { cardPaymentStatus, completeRegistration, type CompletionInput } from '../completion/complete-registration';
import { settleCutShort } from './cut-short-payments';
import { paymentFailed } from './payment-claim';
import { placeLimits } from '../form/place-limits';
import { holdPlace, releasePlace } from '../form/places-repository';
import { providerOrder } from './provider-order';
import { recordFailedPayment, recordVoucher } from '../registrants-repository';
import { StaleRegistration } from '../form/registration-context';
import { registrantMail } from '../completion/registration-mail';
import { sendOwed } from '@lambdas/mail/outbox';


export interface PaymentContext {
  event: EventSummary;
  config: RegistryConfig;
  /** The registration revision `config` was read at: the hold checks it is still the event's. */
  revision: string | undefined;
}

/** 400 unless the order can be paid that way: free only at 0, card and OXXO above 0 when the event has them on. */
export function requireMethod(registrant: RegistrantItem, config: RegistryConfig, metodo: PaymentRequest['metodo']): void {
  if (!availableMethods(registrant.order as Order, config.formasDePago).includes(metodo)) {
    throw new HttpError(400, 'PAYMENT_METHOD_UNAVAILABLE', registrationApiMessages.paymentMethodUnavailable);
  }
}

/** Holds the registrant's place (and code use): 409 AGOTADO when its modality is full, as the registrant holding it. */
export async function holdFor(registrant: RegistrantItem, { event, config, revision }: PaymentContext): Promise<RegistrantItem> {
  const outcome = await holdPlace(registrant, placeLimits(registrant, config), revision);
  if (outcome === 'stale') throw new StaleRegistration(event.iDEvento);
  if (outcome === 'soldOut') throw new HttpError(409, 'SOLD_OUT', registrationApiMessages.soldOut);
  if (outcome === 'codeUsedUp') throw new HttpError(409, 'DISCOUNT_USED_UP', registrationApiMessages.discountGoneAtPayment);
  return { ...registrant, lugarReservado: true };
}

type ProviderAnswer<T> = ({ ok: true } & T) | { ok: false; messages: string[] };

/**
 * The provider's call with the place given back when it refuses; the refusal is recorded. A call that
 * fails may have charged all the same: its hold stays open, so the next attempt or the sweep asks the
 * provider before charging again or giving the place back (cut-short-payments.ts).
 */
async function charged<T>(registrant: RegistrantItem, intento: string, call: () => Promise<ProviderAnswer<T>>): Promise<T> {
  let result: ProviderAnswer<T>;
  try {
    result = await call();
  } catch (error) {
    countPaymentFailure('provider_error');
    throw error;
  }
  if (result.ok) return result;
  countPaymentFailure('declined');
  await releasePlace(registrant, 'declined');
  await recordFailedPayment(registrant, { intento, fecha: new Date().toISOString(), mensajes: result.messages });
  throw paymentFailed(result.messages);
}

function orderInput(registrant: RegistrantItem, config: RegistryConfig, intento: string): OrderInput {
  const input = providerOrder(registrant, config, intento);
  if (!input) throw new HttpError(400, 'PAYMENT_METHOD_UNAVAILABLE', registrationApiMessages.paymentMethodUnavailable);
  return input;
}

/** Completes a registrant this request holds a place for (nothing else can have released it), ending its claim. */
async function completeHeld(registrant: RegistrantItem, context: PaymentContext, request: PaymentRequest, input: Omit<CompletionInput, 'claim'>): Promise<RegistrantItem> {
  const completed = await completeRegistration(registrant, context.event, context.config, { ...input, claim: request.intento });
  if (completed.numero === undefined) throw new Error(`Registrant ${registrant.registroId} lost its place while paying`);
  return completed;
}

/**
 * Pays a claimed registrant: the registrant complete with its claim ended, or nothing when the claim
 * is still to end (a voucher issued, or an earlier attempt's charge found and completed). Throws
 * StaleRegistration, having changed nothing, when the configuration in `context` is no longer the event's.
 */
export async function pay(context: PaymentContext, claimed: RegistrantItem, request: PaymentRequest): Promise<RegistrantItem | undefined> {
  const { event, config } = context;
  // An earlier attempt was cut short holding the place: what it charged settles it, and nothing is charged again.
  if (claimed.reservaAbierta && (await settleCutShort(claimed, context))) return undefined;
  const registrant = await holdFor(claimed, context);
  const now = new Date().toISOString();
  const provider = paymentProvider({ test: config.prueba });
  switch (request.metodo) {
    case 'free':
      return completeHeld(registrant, context, request, {
        statusPago: { status: 'ok', formaPago: 'efectivo', formaInscripcion: 'en linea', fechaPago: now, serverTime: now, idOperacion: `gratis-${registrant.registroId}`, amount: 0 },
        mail: MAIL_TYPES.registro,
      });
    case 'card': {
      const input = orderInput(registrant, config, request.intento);
      const card = await charged(registrant, request.intento, () => provider.chargeCard({ ...input, token: request.token }));
      return completeHeld(registrant, context, request, { statusPago: cardPaymentStatus(card, new Date()), ordenPago: card.orderId, mail: MAIL_TYPES.pagoRecibido });
    }
    case 'oxxo_pay': {
      const input = orderInput(registrant, config, request.intento);
      const expiresAt = new Date(Date.now() + VOUCHER_VALIDITY_MS);
      const oxxo = await charged(registrant, request.intento, () => provider.createOxxoOrder({ ...input, expiresAt }));
      const voucher = { referencia: oxxo.reference, monto: oxxo.amount, expiraEn: oxxo.expiresAt.toISOString() };
      // The voucher's mail is recorded and owed in the outbox with the voucher, then sent.
      const mail = registrantMail({ ...registrant, voucher, ordenPago: oxxo.orderId }, event, MAIL_TYPES.fichaOxxo, new Date());
      await recordVoucher(registrant, voucher, oxxo.orderId, { status: 'pendiente', formaPago: 'oxxo_pay', formaInscripcion: 'en linea', serverTime: now }, mail);
      await sendOwed(mail.owed);
      return undefined;
    }
  }
}
