// The provider of the local cloud: the same calls as the Conekta adapter (orders, the order search),
// answered by the local payment simulator over HTTP, with notifications signed by the cloud's own secret.
import type { OrderInput, PaymentProvider } from './payment-provider';
import { headerValue, paidOrdersIn, parseNotification, refusalMessages } from './provider-answers';
import {
  simulatedOrderSchema,
  type SimulatedOrder,
  type SimulatorOrderRequest,
} from './simulator-contract';
import { isSimulatorSignature, simulatorSignatureHeader } from '@lambdas/core/simulator-signature';

interface SimulatorProviderOptions {
  /** The simulator's base, e.g. http://localhost:3000/local/payments. */
  baseUrl: string;
  secret: string;
  test: boolean;
}

type Created = { ok: true; order: SimulatedOrder } | { ok: false; messages: string[] };

export function createSimulatorProvider(options: SimulatorProviderOptions): PaymentProvider {
  async function createOrder(input: OrderInput, payment: SimulatorOrderRequest['payment']): Promise<Created> {
    const request: SimulatorOrderRequest = {
      idempotencyKey: input.idempotencyKey,
      test: options.test,
      customer: input.customer,
      items: input.items,
      amount: input.amount,
      metadata: input.metadata,
      payment,
    };
    const response = await fetch(`${options.baseUrl}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body: unknown = await response.json();
    if (response.ok) return { ok: true, order: simulatedOrderSchema.parse(body) };
    const messages = refusalMessages(response.status, body);
    if (messages) return { ok: false, messages };
    throw new Error(`The payment simulator answered ${response.status}: ${JSON.stringify(body)}`);
  }

  return {
    async chargeCard(input) {
      const created = await createOrder(input, { type: 'card', token: input.token });
      if (!created.ok) return created;
      const { order } = created;
      if (!order.card) throw new Error(`Simulated order ${order.id} has no card`);
      return {
        ok: true,
        orderId: order.id,
        chargeId: order.chargeId,
        amount: order.amount,
        brand: order.card.brand,
        last4: order.card.last4,
        cardName: order.card.name,
      };
    },

    async createOxxoOrder(input) {
      const created = await createOrder(input, { type: 'oxxo', expiresAt: input.expiresAt.toISOString() });
      if (!created.ok) return created;
      const { order } = created;
      if (!order.oxxo) throw new Error(`Simulated order ${order.id} has no OXXO reference`);
      return {
        ok: true,
        orderId: order.id,
        reference: order.oxxo.reference,
        amount: order.amount,
        expiresAt: new Date(order.oxxo.expiresAt),
      };
    },

    async paidOrders({ email, since }) {
      // Conekta's order search, as the simulator answers it; the mode stands for Conekta's key of that mode.
      const query = new URLSearchParams({ search: email, payment_status: 'paid', 'created_at.gte': String(Math.floor(since.getTime() / 1000)), test: String(options.test) });
      const response = await fetch(`${options.baseUrl}/orders?${query}`);
      const body: unknown = await response.json();
      if (!response.ok) throw new Error(`The payment simulator answered ${response.status}: ${JSON.stringify(body)}`);
      return paidOrdersIn(body);
    },

    async verifyNotification(rawBody, headers) {
      const signature = headerValue(headers, simulatorSignatureHeader);
      return isSimulatorSignature(rawBody, signature, options.secret) ? parseNotification(rawBody) : null;
    },
  };
}
