// Paying an athlete's change (docs/registration.md, Transfers and modality changes; docs/payments.md,
// Changes by the athlete): by card through the payment provider, or for free at 0. One attempt at a
// time claims the change; the provider's order is keyed by the change and its declines, so a
// double click, a retry or an attempt taken over after a crash is the same order, charged once, and
// only a declined card moves the key on for the next one. Once charged, the change is applied in one
// transaction whose condition on the change's state applies it once. A change paid that can no
// longer be applied (its modality filled meanwhile) is cancelled and flagged for a refund.
import type { ChangePayment } from '@shared/registration/change-api';
import { changeApiMessages } from '@shared/registration/change-texts';
import type { Order } from '@shared/registration/order-total';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { RegistrationChangeItem } from '@lambdas/data/registration-change-entity';
import { paymentProvider } from '@lambdas/payments/deployment-provider';
import { STALE_CLAIM_MS, untilClaimStale } from '@lambdas/payments/stale-claim';
import type { CardChargeInput, CardChargeResult } from '@lambdas/payments/payment-provider';
import { paymentFailed } from '../payment/payment-claim';
import { applyPaidChange, type Payment } from './change-application';
import type { ChangeContext, ChangePlan } from './change-plan';
import { claimChange, flagChangeRefund, getChange, releaseChange } from './changes-repository';

/** How a payment ended: applied now or before (the change as it is), or refused with the error thrown. */
async function answerOfClaimRefused(change: RegistrationChangeItem, now: Date): Promise<RegistrationChangeItem> {
  const current = await getChange(change.eventId, change.cambioId, { consistent: true });
  if (current?.estado === 'aplicado') return current;
  if (current?.estado === 'cobrando') throw untilClaimStale(new HttpError(409, 'PAYMENT_IN_PROGRESS', changeApiMessages.inProgress), current.cobroDesde, now);
  throw new HttpError(409, 'CHANGE_NOT_PENDING', changeApiMessages.notPending);
}

/** What its orders' metadata names instead of a registrant: the registration's own payments never take a change's order for theirs. */
export const changeOrderOwner = (cambioId: string) => `cambio:${cambioId}`;

/** The card charge of the claimed change as the provider takes it: one order per change and decline, its customer the payer. */
export function changeCharge(claimed: RegistrationChangeItem, payer: Pick<RegistrantItem, 'nombres' | 'correo' | 'telefono'>, intento: string, token: string): CardChargeInput {
  const order = claimed.order as Order;
  return {
    idempotencyKey: `cambio:${claimed.cambioId}:${claimed.rechazos}`,
    customer: { name: payer.nombres, email: payer.correo, phone: payer.telefono },
    items: order.lines.map((line) => ({ name: line.name, quantity: line.quantity, unit_price: line.unit_price })),
    amount: order.total,
    metadata: { eventId: String(claimed.eventId), registroId: changeOrderOwner(claimed.cambioId), intento },
    token,
  };
}

/** The charge, or the provider's refusal given back with the change. */
async function charge(claimed: RegistrationChangeItem, payer: Pick<RegistrantItem, 'nombres' | 'correo' | 'telefono'>, request: Extract<ChangePayment, { metodo: 'card' }>, test: boolean): Promise<Extract<CardChargeResult, { ok: true }>> {
  const result = await paymentProvider({ test }).chargeCard(changeCharge(claimed, payer, request.intento, request.token));
  if (result.ok) return result;
  await releaseChange(claimed, request.intento, true);
  throw paymentFailed(result.messages);
}

/**
 * Pays and applies the change: the change as it ends. `payer` is who pays (the new athlete of a
 * transfer, else the holder); `plan` where it puts the registration.
 */
export async function payChange(change: RegistrationChangeItem, request: ChangePayment, payer: Pick<RegistrantItem, 'nombres' | 'correo' | 'telefono'>, plan: ChangePlan, context: ChangeContext): Promise<RegistrationChangeItem> {
  const now = new Date();
  const total = (change.order as Order).total;
  if ((total === 0) !== (request.metodo === 'free')) throw new HttpError(400, 'VALIDATION', changeApiMessages.methodMismatch);
  const claimed = await claimChange(change, request.intento, now, new Date(now.getTime() - STALE_CLAIM_MS), { correo: payer.correo, ...(change.tipo === 'traspaso' && request.datos ? { datos: request.datos } : {}) });
  if (!claimed) return answerOfClaimRefused(change, now);
  let payment: Payment = { intento: request.intento };
  try {
    if (request.metodo === 'card') {
      const charged = await charge(claimed, payer, request, context.config.prueba);
      payment = { ...payment, ordenPago: charged.orderId, idOperacion: charged.chargeId };
    }
  } catch (error) {
    // A failed call may have charged all the same: the claim stays until it is stale, and the next
    // attempt is the same order at the provider.
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'PROVIDER_ERROR', registrationApiMessages.paymentFailed([changeApiMessages.inProgress]));
  }
  const outcome = await applyPaidChange(claimed, plan, context, payment, now);
  if (outcome === 'soldOut' || outcome === 'noFolio') {
    await flagChangeRefund(claimed, request.intento, payment);
    throw new HttpError(409, outcome === 'soldOut' ? 'SOLD_OUT' : 'NO_FOLIO', outcome === 'soldOut' ? changeApiMessages.soldOut : changeApiMessages.noFolio);
  }
  const current = await getChange(change.eventId, change.cambioId, { consistent: true });
  if (current?.estado !== 'aplicado') throw new HttpError(409, 'REGISTRATION_CHANGED', changeApiMessages.registrationChanged);
  return current;
}
