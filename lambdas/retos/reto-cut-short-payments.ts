// Retos' payment attempts cut short (their request stopped between the claim and the outcome, or
// their provider call failed) and whose notification never came: once older than any handler runs,
// the provider is asked for the participant's paid orders, and each is applied as its notification
// would be (the first activates the registration, any further one is flagged for a refund). An
// attempt with none paid is left to be resumed with its own key, and no longer asked about.
import { logger } from '@lambdas/core/observability';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import { paidOrdersOf } from '@lambdas/payments/paid-orders';
import { inParallel } from '@lambdas/core/in-parallel';
import { getParticipant } from './participants-repository';
import { handleRetoNotification } from './reto-notified-payment';
import { STALE_ATTEMPT_MS } from './reto-payment-plan';
import { closeAttempt, retoAttemptsOpenSince } from './reto-payments-repository';

const SETTLES_IN_FLIGHT = 10;

/** True when the provider had a paid order of the attempt's participant. */
async function settleAttempt(payment: RetoPaymentItem): Promise<boolean> {
  const participant = await getParticipant(payment.eventId, payment.userID);
  if (!participant) {
    // Its participant left (with the payment, normally): nothing here could take a charge.
    await closeAttempt(payment);
    return false;
  }
  const owner = { eventId: payment.eventId, registroId: payment.userID, tipo: 'reto' as const, email: participant.athleteEmail, since: new Date(participant.registeredAt) };
  // Retos charge in production mode only (pay-reto.ts).
  const orders = await paidOrdersOf(owner, { test: false });
  if (orders.length === 0) {
    await closeAttempt(payment);
    return false;
  }
  // One after the other: each reads the payment the one before left.
  for (const order of orders) await handleRetoNotification({ type: 'order.paid', ...order });
  return true;
}

/** Settles every attempt of unknown outcome older than any handler runs at `now`; answers how many the provider said were paid. */
export async function settleRetoAttemptsCutShort(now: Date): Promise<number> {
  const due = await retoAttemptsOpenSince(new Date(now.getTime() - STALE_ATTEMPT_MS).toISOString());
  const settled = await inParallel(due, SETTLES_IN_FLIGHT, async (payment) => {
    try {
      return await settleAttempt(payment);
    } catch (error) {
      // The provider unreachable, or a payment that moved meanwhile: asked again on the next run.
      logger.error('A reto payment cut short could not be settled', { eventId: payment.eventId, userID: payment.userID, error });
      return false;
    }
  });
  return settled.filter(Boolean).length;
}
