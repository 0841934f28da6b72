// A priced reto's registration as the payments lifecycle buys it (lambdas/payments/lifecycle/, its
// port in payment-port.ts): the participant's order (the spec's one line 'insc-{eventId}' in MXN
// cents), its payment item claimed once per attempt with the code use taken back (reto-payment-plan.ts
// decides what a request or an order does with it), a card approved activating the registration, an
// OXXO order leaving its voucher to pay, a refusal or an expired voucher giving the code use back (the
// participant stays and may pay again), a failed provider call leaving the attempt to be resumed with
// its own key, and an order the registration cannot take flagged for a refund. Retos charge in
// production mode only; a payment mails its receipt and a voucher its reference (reto-payment-mail.ts).
import { retoOrderLine, retoPaymentMessages, type RetoPaymentRequest } from '@shared/retos/reto-payment';
import { HttpError } from '@lambdas/core/http-error';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { chargeClaimed } from '@lambdas/payments/lifecycle/charge';
import { payOnce } from '@lambdas/payments/lifecycle/claim';
import type { NotificationStep, PaymentCharge, PaymentClaim, PaymentRecords, PaymentSettlement } from '@lambdas/payments/lifecycle/payment-port';
import type { PaymentOwner } from '@lambdas/payments/paid-orders';
import type { OrderInput } from '@lambdas/payments/payment-provider';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';
import { sendOwed } from '@lambdas/mail/outbox';
import { getParticipant } from '../participants-repository';
import { getVirtualEvent } from '../virtual-events-repository';
import { retoReceiptMail, retoVoucherMail } from './reto-payment-mail';
import { inProgress, paymentFailed, planAttempt, retoNotificationAction } from './reto-payment-plan';
import {
  claimAttempt,
  closeAttempt,
  getRetoPayment,
  giveUseBack,
  interruptAttempt,
  markForRefund,
  recordVoucher,
  removeParticipation,
  retoAttemptsOpenSince,
  retoVouchersDueBy,
  settlePaid,
  type PaidCharge,
  type SettleOutcome,
} from './reto-payments-repository';

/** Claims lost to a concurrent request before the payment is answered as in progress. */
const CLAIM_TRIES = 3;

/** A participant's payment and the participant (null once they left, with the payment normally). */
export interface RetoPurchase {
  payment: RetoPaymentItem;
  participant: RetoParticipantItem | null;
  /** The payment as the reconciliation listed it: its attempt is closed only if it is still that one. */
  listed?: RetoPaymentItem;
}

export interface RetoPaymentContext {
  reto: VirtualEventItem;
  participant: RetoParticipantItem;
  telefono: string;
  /** Checks run only for a payment still to make (limits, the reto open): a settled one is answered anyway. */
  beforeCharge: () => Promise<void>;
}

type Athlete = Pick<RetoParticipantItem, 'userID' | 'athleteName' | 'athleteLastName' | 'athleteEmail'>;

/**
 * A reto participant's order as the payment provider takes it: the one line in MXN cents, keyed by
 * the attempt so a resumed attempt charges once, and naming the reto, the athlete and the attempt so
 * the provider's notification finds them.
 */
export function retoProviderOrder(reto: Pick<VirtualEventItem, 'eventId' | 'eventName' | 'price'>, athlete: Athlete, telefono: string, intento: string): OrderInput {
  const line = retoOrderLine(reto, athlete);
  return {
    idempotencyKey: `reto:${reto.eventId}:${athlete.userID}:${intento}`,
    customer: { name: `${athlete.athleteName} ${athlete.athleteLastName}`, email: athlete.athleteEmail, phone: telefono },
    items: [{ name: line.name, quantity: line.quantity, unit_price: line.unit_price }],
    amount: line.quantity * line.unit_price,
    metadata: { eventId: reto.eventId, registroId: athlete.userID, intento, tipo: 'reto' },
  };
}

async function reread(payment: RetoPaymentItem): Promise<RetoPaymentItem> {
  const current = await getRetoPayment(payment.eventId, payment.userID);
  if (!current) throw new Error(`The payment of ${payment.userID} in ${payment.eventId} vanished`);
  return current;
}

function participantOf({ payment, participant }: RetoPurchase): RetoParticipantItem {
  if (!participant) throw new Error(`The participant of ${payment.userID} in ${payment.eventId} left`);
  return participant;
}

/** The participant's orders at the provider: their customer's e-mail, none older than the registration. */
const retoOwner = (purchase: RetoPurchase): PaymentOwner => {
  const { payment } = purchase;
  const participant = participantOf(purchase);
  return { eventId: payment.eventId, registroId: payment.userID, tipo: 'reto', email: participant.athleteEmail, since: new Date(participant.registeredAt) };
};

const retoSettlement: PaymentSettlement<RetoPurchase> = {
  owner: retoOwner,
  mode: async () => ({ test: false }),
  /**
   * The registration holds (the participant active, taking the code use again if it was given back),
   * unless the payment as read takes no order: paid already (by this order, or another: refunded),
   * the participant gone (refunded), another attempt charging now (raced).
   */
  async settle({ payment, participant }, order) {
    const action = retoNotificationAction({ type: 'order.paid', ...order }, payment, participant !== null, new Date());
    if (action === 'ignore') return 'settled';
    if (action === 'refund' || !participant) return 'refund';
    if (action !== 'activate') return 'raced';
    const paid = { ordenPago: order.orderId, idOperacion: order.card?.chargeId ?? order.orderId, monto: order.amount, at: new Date() };
    const reto = await getVirtualEvent(payment.eventId);
    if (!reto) return 'refund';
    const outcome = await settleAndMail(reto, participant, payment, paid);
    if (outcome === 'cannotHold') return 'refund';
    return outcome === 'paid' ? 'settled' : 'raced';
  },
  async flagRefund({ payment }, orders) {
    // Read again: the order that paid the registration (just now, or before) is never refunded.
    const current = await getRetoPayment(payment.eventId, payment.userID);
    const paidBy = current?.estado === 'pagado' ? current.ordenPago : undefined;
    for (const { orderId } of orders) if (orderId !== paidBy) await markForRefund(payment, orderId);
  },
};

/** The registration paid with its receipt owed, then mailed (one SES refuses stays in the outbox for its job). */
async function settleAndMail(reto: VirtualEventItem, participant: RetoParticipantItem, payment: RetoPaymentItem, paid: PaidCharge): Promise<SettleOutcome> {
  const receipt = retoReceiptMail(reto, participant, paid);
  const outcome = await settlePaid(participant, payment, paid, receipt);
  if (outcome === 'paid') await sendOwed(receipt);
  return outcome;
}

/** The participant's payment claimed for an attempt, as the lifecycle's claim takes it. */
export function retoClaim(context: RetoPaymentContext): PaymentClaim<RetoPurchase, RetoPaymentItem, RetoPaymentRequest> {
  const { participant } = context;
  let checked = false;
  return {
    claimTries: CLAIM_TRIES,
    async claim(request) {
      const current = await getRetoPayment(participant.eventId, participant.userID);
      // Active with no payment of its own: registered while the reto was free.
      if (participant.active && current?.estado !== 'pagado') throw new HttpError(409, 'NOTHING_DUE', retoPaymentMessages.nothingDue);
      const plan = planAttempt(current, request, new Date());
      if (plan.action === 'answer') return { answer: plan.payment };
      if (!checked) await context.beforeCharge();
      checked = true;
      const claim = await claimAttempt(participant, current, { intento: plan.intento, metodo: request.metodo, now: new Date() });
      if (claim.ok) return { claimed: { payment: claim.payment, participant } };
      if (claim.reason === 'codeGone' && current && (await removeParticipation(current))) {
        throw new HttpError(409, 'CODE_GONE', retoPaymentMessages.codeGone);
      }
      return 'raced';
    },
    // The plan answered a settled payment before the claim.
    settledUnderClaim: () => false,
    // Nothing to end: the attempt's outcome (or its interruption) is the payment's state.
    endClaim: async () => null,
    reread: ({ payment }) => reread(payment),
    inProgress,
  };
}

/** A claimed payment charged, as the lifecycle's charge takes it. */
export function retoCharge({ reto, participant, telefono }: RetoPaymentContext): PaymentCharge<RetoPurchase, RetoPaymentItem> {
  return {
    ...retoSettlement,
    // An attempt cut off is resumed with its own intento (reto-payment-plan.ts): the provider, keyed by it, charges it once.
    wasCutShort: () => false,
    // The claim took the code use back with the attempt, in its own transaction.
    hold: async (claimed) => claimed,
    // The claimed attempt's own intento: a resumed attempt is the same order.
    order: ({ payment }) => retoProviderOrder(reto, participant, telefono, payment.intento),
    async complete({ payment }, paid) {
      if (paid.method !== 'card') throw new Error(`The reto ${reto.eventId} is paid by card or OXXO only`);
      const { charge } = paid;
      // 'raced': the provider's notification of this very charge activated the registration first.
      // 'cannotHold': the participant left, or the code use went, while the card was charged.
      const outcome = await settleAndMail(reto, participant, payment, { ordenPago: charge.orderId, idOperacion: charge.chargeId, monto: charge.amount, at: new Date() });
      if (outcome === 'cannotHold') await markForRefund(payment, charge.orderId);
      return reread(payment);
    },
    async recordVoucher({ payment }, ficha, ordenPago) {
      const mail = retoVoucherMail(reto, participant, ficha, new Date());
      if (await recordVoucher(payment, ficha, ordenPago, mail)) await sendOwed(mail);
      return reread(payment);
    },
    async recordRefusal({ payment }, _intento, mensajes) {
      await giveUseBack(participant, payment, { estado: 'rechazado', mensajes });
    },
    recordInterruption: ({ payment }) => interruptAttempt(payment),
    paymentFailed,
  };
}

/** The payment once the request is answered: paid, or waiting for its voucher. */
export function payReto(context: RetoPaymentContext, request: RetoPaymentRequest): Promise<RetoPaymentItem> {
  return payOnce(retoClaim(context), request, (claimed) => chargeClaimed(retoCharge(context), claimed, request));
}

/** The lifecycle's step for each of the retos' actions. */
const notificationSteps: Record<ReturnType<typeof retoNotificationAction>, NotificationStep> = {
  ignore: 'ignore',
  retryLater: 'retryLater',
  refund: 'refund',
  release: 'expire',
  activate: 'settle',
};

/** The port of retos' payments for the webhook and the jobs. */
export function retoPayments(): PaymentRecords<RetoPurchase, RetoPaymentItem> {
  return {
    ...retoSettlement,
    tipo: 'reto',
    describe: ({ eventId, userID }) => ({ eventId, userID }),

    async purchaseOf(metadata) {
      if (!metadata) return null;
      const [payment, participant] = await Promise.all([getRetoPayment(metadata.eventId, metadata.registroId), getParticipant(metadata.eventId, metadata.registroId)]);
      return payment ? { payment, participant } : null;
    },
    notificationStep: (notice, purchase, now) => notificationSteps[retoNotificationAction(notice, purchase?.payment ?? null, (purchase?.participant ?? null) !== null, now)],
    // The provider delivers again later: by then the payment it raced with has settled.
    retryLater: inProgress,
    // Settling the payment closes its attempt.
    endAttempt: async () => {},

    vouchersDueBy: (now) => retoVouchersDueBy(now.toISOString()),
    voucherPurchase: async (payment) => ({ payment, participant: await getParticipant(payment.eventId, payment.userID) }),
    // The code use goes back and the participant stays pending, free to pay again.
    async releaseVoucher({ payment, participant }) {
      // A voucher's participant is gone only with its payment: nothing is left to release.
      if (!participant) return 'gone';
      return (await giveUseBack(participant, payment, { estado: 'vencido' })) ? 'released' : 'raced';
    },

    cutShortAfterMs: STALE_CLAIM_MS,
    cutShortBefore: (before) => retoAttemptsOpenSince(before.toISOString()),
    async takeCutShort(listed) {
      const [participant, payment] = await Promise.all([getParticipant(listed.eventId, listed.userID), getRetoPayment(listed.eventId, listed.userID)]);
      if (!participant) {
        // Its participant left (with the payment, normally): nothing here could take a charge.
        await closeAttempt(listed);
        return null;
      }
      return payment ? { payment, participant, listed } : null;
    },
    // Asked again on the next run for as long as it takes: the attempt holds nothing meanwhile but its code use.
    releasesUnanswered: () => false,
    // None paid: the attempt is left to be resumed with its own key, and no longer asked about.
    releaseCutShort: ({ payment, listed }) => closeAttempt(listed ?? payment),
    endCutShort: async () => {},
  };
}
