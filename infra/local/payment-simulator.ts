// The local stand-in for Conekta: tokenizes cards, charges them by test card, issues OXXO vouchers
// and, when one is marked paid, delivers a signed order.paid notification to the cloud's webhook.
import { randomBytes, randomInt } from 'node:crypto';
import {
  simulatorOrderRequestSchema,
  type SimulatedOrder,
  type SimulatorOrderRequest,
} from '../../lambdas/payments/simulator-contract';
import { simulatorSignature, simulatorSignatureHeader } from '../../lambdas/payments/simulator-signature';
import { paymentTexts } from '../../shared/payments/payment-texts';
import { createTokenVault } from './payment-simulator-cards';
import type { OrderStore } from './payment-simulator-store';

interface PaymentSimulatorOptions {
  store: OrderStore;
  /** The platform's own POST /api/payments/webhook. */
  webhookUrl: string;
  secret: string;
  now?: () => Date;
}

/** An HTTP answer: the routes send it as JSON. */
export interface SimulatorAnswer {
  status: number;
  body: unknown;
}

export type PaymentSimulator = ReturnType<typeof createPaymentSimulator>;

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(10).toString('hex')}`;

/** Conekta's refusal shape, which the providers read the purchaser messages from. */
const refusal = (status: number, message: string): SimulatorAnswer => ({
  status,
  body: { object: 'error', type: status === 402 ? 'processing_error' : 'parameter_validation_error', details: [{ message }] },
});

function orderAnswer(order: SimulatedOrder): SimulatorAnswer {
  return order.status === 'declined' ? refusal(402, order.declineMessage ?? paymentTexts.cardDeclined) : { status: 200, body: order };
}

/** The order.paid event as Conekta shapes it, the same on every delivery of one payment. */
function paidEvent(order: SimulatedOrder, notificationId: string, paidAt: string): string {
  return JSON.stringify({
    id: notificationId,
    object: 'event',
    type: 'order.paid',
    livemode: !order.test,
    created_at: Math.floor(Date.parse(paidAt) / 1000),
    data: {
      object: {
        id: order.id,
        object: 'order',
        amount: order.amount,
        currency: 'MXN',
        payment_status: 'paid',
        metadata: order.metadata,
        charges: { data: [{ id: order.chargeId, amount: order.amount, status: 'paid', payment_method: { type: 'cash', reference: order.oxxo?.reference } }] },
      },
    },
  });
}

export function createPaymentSimulator(options: PaymentSimulatorOptions) {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const tokens = createTokenVault(now);

  function newReference(): string {
    for (;;) {
      const reference = `9300${randomInt(0, 1e10).toString().padStart(10, '0')}`;
      if (!store.byReference(reference)) return reference;
    }
  }

  function newOrder(request: SimulatorOrderRequest): SimulatedOrder | SimulatorAnswer {
    const base = {
      id: newId('ord'),
      chargeId: newId('chr'),
      idempotencyKey: request.idempotencyKey,
      createdAt: now().toISOString(),
      test: request.test,
      amount: request.amount,
      customer: request.customer,
      items: request.items,
      metadata: request.metadata,
    };
    if (request.payment.type === 'oxxo') {
      const oxxo = { reference: newReference(), expiresAt: request.payment.expiresAt };
      return { ...base, method: 'oxxo', status: 'pending_payment', oxxo };
    }
    const card = tokens.take(request.payment.token);
    if (!card) return refusal(422, paymentTexts.tokenUnusable);
    const { declineMessage, ...shown } = card;
    return declineMessage
      ? { ...base, method: 'card', status: 'declined', card: shown, declineMessage }
      : { ...base, method: 'card', status: 'paid', card: shown };
  }

  function isExpired(order: SimulatedOrder): boolean {
    return order.status === 'pending_payment' && Date.parse(order.oxxo?.expiresAt ?? '') <= now().getTime();
  }

  async function deliver(order: SimulatedOrder, notificationId: string, paidAt: string): Promise<number> {
    const body = paidEvent(order, notificationId, paidAt);
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [simulatorSignatureHeader]: simulatorSignature(body, options.secret) },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  return {
    /** POST /local/payments/tokens: what Conekta.js's Token.create does. */
    tokenize(body: unknown): SimulatorAnswer {
      const tokenized = tokens.tokenize(body);
      if (tokenized.ok) return { status: 200, body: { id: tokenized.id, object: 'token', used: false, livemode: false } };
      const { message } = tokenized;
      return { status: 422, body: { object: 'error', type: 'parameter_validation_error', message, message_to_purchaser: message } };
    },

    /** POST /local/payments/orders: one order per idempotency key, whatever is sent with it again. */
    async createOrder(body: unknown): Promise<SimulatorAnswer> {
      const parsed = simulatorOrderRequestSchema.safeParse(body);
      if (!parsed.success) return { status: 400, body: { message: parsed.error.message } };
      const request = parsed.data;
      const existing = store.byIdempotencyKey(request.idempotencyKey);
      if (existing) return orderAnswer(existing);
      const itemsTotal = request.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
      if (itemsTotal !== request.amount) {
        return { status: 400, body: { message: `amount ${request.amount} is not the items' total ${itemsTotal}` } };
      }
      const created = newOrder(request);
      if (!('id' in created)) return created;
      await store.save(created);
      return orderAnswer(created);
    },

    isExpired,

    /** POST /local/payments/oxxo/{reference}/pay: pays the voucher (or delivers its payment again). */
    async payOxxo(reference: string): Promise<SimulatorAnswer> {
      const order = store.byReference(reference);
      if (!order?.oxxo) return { status: 404, body: { message: `No hay ficha con la referencia ${reference}.` } };
      if (isExpired(order)) return { status: 410, body: { message: 'La ficha venció y ya no se puede pagar.' } };
      const paid: SimulatedOrder =
        order.status === 'paid'
          ? order
          : { ...order, status: 'paid', oxxo: { ...order.oxxo, paidAt: now().toISOString(), notificationId: newId('evt') } };
      if (paid !== order) await store.save(paid);
      const { notificationId = '', paidAt = '' } = paid.oxxo ?? {};
      return { status: 200, body: { webhookStatus: await deliver(paid, notificationId, paidAt), order: paid } };
    },

    orders: () => store.all(),
  };
}
