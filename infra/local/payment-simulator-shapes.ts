// The payment simulator's orders as Conekta shapes them: the order object its order list answers and
// its order.paid event carries, with the one charge that paid it (a card's or an OXXO store's).
import type { SimulatedOrder } from '@lambdas/payments/simulator-contract';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function paymentMethod(order: SimulatedOrder) {
  if (order.card) return { object: 'card_payment', type: 'credit', brand: order.card.brand, last4: order.card.last4, name: order.card.name };
  return { object: 'cash_payment', type: 'oxxo', reference: order.oxxo?.reference };
}

/** Conekta's order object. */
export function conektaOrder(order: SimulatedOrder) {
  return {
    id: order.id,
    object: 'order',
    livemode: !order.test,
    created_at: seconds(order.createdAt),
    amount: order.amount,
    currency: 'MXN',
    payment_status: order.status,
    customer_info: { object: 'customer_info', ...order.customer },
    metadata: order.metadata,
    charges: { object: 'list', has_more: false, data: [{ id: order.chargeId, object: 'charge', order_id: order.id, amount: order.amount, status: order.status, payment_method: paymentMethod(order) }] },
  };
}

/** The order.paid event, the same on every delivery of one payment. */
export function paidEvent(order: SimulatedOrder, notificationId: string, paidAt: string): string {
  return JSON.stringify({ id: notificationId, object: 'event', type: 'order.paid', livemode: !order.test, created_at: seconds(paidAt), data: { object: conektaOrder(order) } });
}
