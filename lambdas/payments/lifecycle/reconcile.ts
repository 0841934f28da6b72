// Step 6, reconcile: payments cut short (their request stopped between the claim and the outcome: a
// crash, a timeout, a provider call that failed) whose notification never came, settled with what
// the provider says once older than any attempt runs. Run by the reconciliation job for each port.
//
// Guarantees:
// - A purchase is taken for the reconciliation as its port says (a race registrant under a claim of
//   its own, so no attempt can be paying it meanwhile), and only once older than `cutShortAfterMs`.
// - The provider is asked before anything goes back: its first paid order of the purchase completes
//   it and any further one is flagged for a refund (settle.ts); with none paid, what the purchase
//   holds goes back (or, for a reto, the attempt is left to be resumed with its own key).
// - While the provider cannot answer, the purchase is kept for the next run, unless its port gives it
//   up as unpaid by then (a race place is held an hour at most). A paid order whose completion fails
//   is no provider failure: the purchase keeps what it holds until a run completes it.
// - One purchase that cannot be settled never stops the others: it is tried again on the next run.
import { inParallel } from '@lambdas/core/in-parallel';
import { logger } from '@lambdas/core/observability';
import type { ProviderOrder } from '../payment-provider';
import type { PaymentReconciliation } from './payment-port';
import { paidOrdersOfPurchase, settleWithPaidOrders } from './settle';

const SETTLES_IN_FLIGHT = 10;

export interface ReconcileOutcome {
  /** Reservations given back: the provider had no paid order of them. */
  released: number;
  /** Purchases completed with a payment the provider reported. */
  completed: number;
}

type Reconciled = 'released' | 'completed' | 'kept';

async function reconcile<Purchase, Listed>(port: PaymentReconciliation<Purchase, Listed>, listed: Listed, now: Date): Promise<Reconciled> {
  const purchase = await port.takeCutShort(listed, now);
  if (purchase === null) return 'kept';
  try {
    // Read before the provider is asked: a purchase whose mode cannot be read is no provider failure.
    const mode = await port.mode(purchase);
    let paid: ProviderOrder[];
    try {
      paid = await paidOrdersOfPurchase(port, purchase, mode);
    } catch (error) {
      logger.error('The payment provider could not say whether a payment cut short was paid', { ...port.describe(listed), error });
      if (!port.releasesUnanswered(purchase, now)) return 'kept';
      paid = [];
    }
    // Outside the provider's failures: a paid order whose completion fails keeps what the purchase
    // holds, for the next run, and is never given up as unpaid.
    const reported = await settleWithPaidOrders(port, purchase, paid);
    if (reported === 'settled') return 'completed';
    if (reported === 'raced') return 'kept';
    return (await port.releaseCutShort(purchase)) ? 'released' : 'kept';
  } finally {
    await port.endCutShort(purchase);
  }
}

/** Settles every purchase of the port cut short before `now` less its bound. */
export async function reconcileCutShort<Purchase, Listed>(port: PaymentReconciliation<Purchase, Listed>, now: Date): Promise<ReconcileOutcome> {
  const due = await port.cutShortBefore(new Date(now.getTime() - port.cutShortAfterMs));
  const outcomes = await inParallel(due, SETTLES_IN_FLIGHT, async (listed): Promise<Reconciled> => {
    try {
      return await reconcile(port, listed, now);
    } catch (error) {
      logger.error('A payment cut short could not be settled', { ...port.describe(listed), error });
      return 'kept';
    }
  });
  return { released: outcomes.filter((outcome) => outcome === 'released').length, completed: outcomes.filter((outcome) => outcome === 'completed').length };
}
