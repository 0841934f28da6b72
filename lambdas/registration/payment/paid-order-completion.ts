// How a race registration completes with an order its provider says is paid (the payments
// lifecycle's settle, lambdas/payments/lifecycle/settle.ts), whoever learnt of it: the provider's
// notification, or the provider asked about a payment cut short. A paid voucher or card completes the
// registration once; one that lost its place (a voucher cancelled, a card attempt that ended) gets a
// place again if one is free, and is otherwise left to the refund flag, never sold a place the
// modality does not have.
import { MAIL_TYPES } from '@shared/registration/mail-texts';
import type { PaymentStatus } from '@shared/registration/registration-api';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { SettleOutcome } from '@lambdas/payments/lifecycle/payment-port';
import type { ProviderOrder } from '@lambdas/payments/payment-provider';
import { cardPaymentStatus, completeRegistration, type CompletionInput } from '../completion/complete-registration';
import { placeLimits } from '../form/place-limits';
import type { RegistrationContext } from '../form/registration-context';
import { completeMembers } from '../group/group-completion';
import { holdPlaces } from '../group/group-places';
import { getRegistrant } from '../registrants-repository';

/** An expiry can cancel the registration between a read and the completion; it is read again then. */
const COMPLETION_ATTEMPTS = 3;

/** What a completion needs of the event: a payment's context or the event's current registration data. */
export type PaidContext = Pick<RegistrationContext, 'event' | 'config'>;

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
 * its own: 'refund' when no place is left. Nothing changes for one paid (or flagged) already.
 */
export async function completeWithOrder(first: RegistrantItem, { event, config }: PaidContext, order: ProviderOrder): Promise<SettleOutcome> {
  if (!config) throw new Error(`Event ${event.iDEvento} has a paid order and no registry configuration`);
  const payment = paymentOf(first, order);
  let registrant: RegistrantItem | null = first;
  for (let attempt = 0; attempt < COMPLETION_ATTEMPTS && registrant; attempt += 1) {
    if ((registrant.statusPago as PaymentStatus).status === 'ok' || registrant.reembolsar) return 'settled';
    if (!registrant.lugarReservado) {
      if ((await holdPlaces(registrant, (member) => placeLimits(member, config))) !== 'held') return 'refund';
    }
    await completeMembers(registrant, event, config, { ...payment, mail: MAIL_TYPES.pagoRecibido });
    const completed = await completeRegistration(registrant, event, config, { ...payment, mail: MAIL_TYPES.pagoRecibido });
    if (completed.numero !== undefined) return 'settled';
    registrant = await getRegistrant(registrant);
  }
  throw new Error(`The paid order ${order.orderId} could not complete its registration`);
}
