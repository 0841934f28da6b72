// Step 3, settle: a purchase completed with an order the provider says is paid, whoever learnt of it
// (the attempt's own charge, a notification, the provider asked about an attempt cut short).
//
// Guarantees:
// - A paid order completes its purchase at most once: the port's settle never completes one twice,
//   nor with a second order.
// - A paid order the purchase cannot take (what it reserved is gone for good, or another order paid
//   it) is flagged for a refund, never sold a place or a code use that is not there.
// - Of the paid orders the provider holds for a purchase cut short, the first completes it and every
//   further one is a second charge, flagged for a refund.
import { paidOrdersOf } from '../paid-orders';
import type { ProviderOrder } from '../payment-provider';
import type { PaymentMode, PaymentSettlement } from './payment-port';

/** 'raced' when the purchase changed since it was read: the order is to be applied again later. */
export async function settleWithOrder<Purchase>(port: PaymentSettlement<Purchase>, purchase: Purchase, order: ProviderOrder): Promise<'settled' | 'raced'> {
  const outcome = await port.settle(purchase, order);
  if (outcome === 'refund') await port.flagRefund(purchase, [order]);
  return outcome === 'raced' ? 'raced' : 'settled';
}

/** The provider's paid orders of a purchase, oldest first; throws when the provider cannot be asked. */
export const paidOrdersOfPurchase = <Purchase>(port: PaymentSettlement<Purchase>, purchase: Purchase, mode: PaymentMode): Promise<ProviderOrder[]> =>
  paidOrdersOf(port.owner(purchase), mode);

/**
 * Settles a purchase whose attempt was cut short (its request stopped between the charge and its
 * answer, its notification perhaps lost) with the paid orders the provider holds of it: 'none' when
 * there is none.
 */
export async function settleWithPaidOrders<Purchase>(port: PaymentSettlement<Purchase>, purchase: Purchase, orders: readonly ProviderOrder[]): Promise<'none' | 'settled' | 'raced'> {
  const [first, ...others] = orders;
  if (!first) return 'none';
  if ((await settleWithOrder(port, purchase, first)) === 'raced') return 'raced';
  if (others.length > 0) await port.flagRefund(purchase, others);
  return 'settled';
}

/** settleWithPaidOrders with what the provider says now; throws when the provider cannot be asked. */
export async function settleFromProvider<Purchase>(port: PaymentSettlement<Purchase>, purchase: Purchase, mode: PaymentMode): Promise<'none' | 'settled' | 'raced'> {
  return settleWithPaidOrders(port, purchase, await paidOrdersOfPurchase(port, purchase, mode));
}
