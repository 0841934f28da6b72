// The Conekta order request for a payment: MXN cents, the order's lines, a negative line (a discount
// code) as a coupon discount line, and the registrant in the metadata the webhook brings back.
import type { ChargeRequest, OrderRequest } from 'conekta';
import type { OrderInput } from './payment-provider';

export function conektaOrderRequest(input: OrderInput, charge: ChargeRequest): OrderRequest {
  const lines = input.items.filter((item) => item.unit_price >= 0);
  const discounts = input.items.filter((item) => item.unit_price < 0);
  return {
    currency: 'MXN',
    customer_info: { name: input.customer.name, email: input.customer.email, phone: input.customer.phone },
    line_items: lines.map(({ name, quantity, unit_price }) => ({ name, quantity, unit_price })),
    ...(discounts.length > 0
      ? {
          discount_lines: discounts.map((item) => ({
            code: item.name,
            amount: -item.unit_price * item.quantity,
            type: 'coupon',
          })),
        }
      : {}),
    charges: [charge],
    metadata: input.metadata,
  };
}
