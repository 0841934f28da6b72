// An athlete's change to a registration in the payments lifecycle's reconciliation (lambdas/payments/
// lifecycle/reconcile.ts; docs/payments.md, Changes by the athlete): a change whose payment claim was
// left by a request that stopped — before the charge, or between the provider's charge and the
// transaction that applies it — is found by its claim (the sparse gsi6 of changes being paid), taken
// under a claim of the job's own, and settled with what the provider says of its orders: a paid one
// applies it, once, as its payer's attempt would have (the same transaction, its mails and its
// change log), with the payer's data recorded by the claim; none paid gives the change back to
// pending, so its payer can pay it again with the same order. A paid change that can no longer be
// applied (its modality filled, no folio left, no category for the new athlete) is cancelled and
// flagged for a refund, as its own attempt would have. Its orders name no registrant, so neither the
// webhook nor a registrant's settling ever takes them; only this port does.
import type { AthleteData } from '@shared/registration/registration-api';
import type { RegistrationChangeItem } from '@lambdas/data/registration-change-entity';
import { HttpError } from '@lambdas/core/http-error';
import { logger } from '@lambdas/core/observability';
import type { PaymentReconciliation, SettleOutcome } from '@lambdas/payments/lifecycle/payment-port';
import type { ProviderOrder } from '@lambdas/payments/payment-provider';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';
import { getRegistrant } from '../registrants-repository';
import { applyPaidChange } from './change-application';
import { changeOrderOwner } from './change-payment';
import { modalityQuote, transferPlan, type ChangeContext, type ChangePlan } from './change-plan';
import { changeContext } from './change-request';
import { CUT_SHORT_CHANGE_MS } from './cut-short-change';
import { changesPaidSince, flagChangeRefund, markChangeRefund, releaseChange, takeCutShortChange } from './changes-repository';

/** Where the paid change puts the registration now, or null when it no longer can (the reason logged). */
function planOf(change: RegistrationChangeItem, context: ChangeContext, registrant: NonNullable<Awaited<ReturnType<typeof getRegistrant>>>, now: Date): ChangePlan | null {
  try {
    return change.tipo === 'traspaso' ? transferPlan(context, registrant, change.datos as AthleteData | undefined, now) : modalityQuote(context, registrant, change.codigoModalidad ?? '', now).plan;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    logger.warn('A change paid and cut short can no longer be applied: flagged for a refund', { eventId: change.eventId, cambioId: change.cambioId, code: error.code });
    return null;
  }
}

/** The reconciliation's port of athletes' changes; a new one for each run, which reads each event once. */
export function changePayments(): PaymentReconciliation<RegistrationChangeItem, RegistrationChangeItem> {
  const contexts = new Map<number, Promise<ChangeContext>>();
  const contextOf = (eventId: number) => {
    let context = contexts.get(eventId);
    if (!context) {
      context = changeContext(eventId);
      contexts.set(eventId, context);
    }
    return context;
  };
  /** The order each change was applied with, so a further paid order is flagged, never this one. */
  const appliedWith = new WeakMap<RegistrationChangeItem, string>();
  return {
    owner: (change) => ({ eventId: String(change.eventId), registroId: changeOrderOwner(change.cambioId), email: change.correoPago ?? '', since: new Date(change.creado) }),
    mode: async (change) => ({ test: (await contextOf(change.eventId)).config.prueba }),
    async settle(change, order: ProviderOrder): Promise<SettleOutcome> {
      const now = new Date();
      const [context, registrant] = await Promise.all([contextOf(change.eventId), getRegistrant(change, { consistent: true })]);
      if (!registrant || registrant.borrado || registrant.cambioPendiente !== change.cambioId) return 'refund';
      const plan = planOf(change, context, registrant, now);
      if (!plan) return 'refund';
      const payment = { intento: change.intento ?? '', ...(order.metadata?.intento ? { intentoPago: order.metadata.intento } : {}), ordenPago: order.orderId, ...(order.card ? { idOperacion: order.card.chargeId } : {}) };
      const outcome = await applyPaidChange(change, plan, context, payment, now);
      if (outcome === 'moved') {
        appliedWith.set(change, order.orderId);
        return 'settled';
      }
      return outcome === 'changed' ? 'raced' : 'refund';
    },
    async flagRefund(change, orders) {
      const unapplied = orders.filter((order) => order.orderId !== appliedWith.get(change));
      const [first] = unapplied;
      if (!first) return;
      // Not applied (settle said why): cancelled and flagged under the job's claim, as its own attempt would have.
      if (!appliedWith.has(change) && (await flagChangeRefund(change, change.intento ?? '', { ordenPago: first.orderId, ...(first.card ? { idOperacion: first.card.chargeId } : {}) }))) return;
      await markChangeRefund(change);
      logger.warn('A change was paid more than once: flagged for a refund', { eventId: change.eventId, cambioId: change.cambioId, orders: unapplied.map((order) => order.orderId) });
    },

    describe: ({ eventId, cambioId }) => ({ eventId, cambioId }),
    cutShortAfterMs: CUT_SHORT_CHANGE_MS,
    cutShortBefore: (before) => changesPaidSince(before.toISOString()),
    takeCutShort: (change, now) => takeCutShortChange(change, `barrido-${now.toISOString()}`, now, new Date(now.getTime() - STALE_CLAIM_MS)),
    // A change holds no place: while the provider cannot answer it stays claimed, and its payer's next
    // attempt (once the job's claim is stale) is the same order at the provider.
    releasesUnanswered: () => false,
    // Nothing was charged: pending again, with the same order for its payer's next attempt.
    releaseCutShort: (change) => releaseChange(change, change.intento ?? '', false),
    // Settled or given back, the job's claim ended with it; kept, it goes stale like any stopped attempt's.
    endCutShort: async () => undefined,
  };
}
