// The local stand-in for Conekta: tokenizes cards, charges them by test card, issues OXXO vouchers,
// lists a payer's orders as Conekta's order search does, and delivers a signed order.paid
// notification to the cloud's webhook when a card is charged or a voucher is marked paid. Conekta
// lives apart from the platform, so a notification still due when the local cloud died is delivered
// once it starts again.
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  simulatorOrderRequestSchema,
  type SimulatedOrder,
  type SimulatorOrderRequest,
} from '@lambdas/payments/simulator-contract';
import { paymentTexts } from '@shared/payments/payment-texts';
import { createTokenVault } from './payment-simulator-cards';
import { conektaOrder, paidEvent } from './payment-simulator-shapes';
import type { OrderStore } from './payment-simulator-store';
import { createWebhookSender } from './payment-simulator-webhooks';

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

/**
 * An order as the simulator lists it: with the webhook's last answer to its order.paid, once sent, and
 * `noticeDue` while that notification is still to be delivered (neither taken, given up nor dropped).
 */
export type ListedOrder = SimulatedOrder & { webhookStatus?: number; noticeDue?: true };

/** How long Conekta takes to notify a card charge it answered: the charge's own request has usually completed it by then. */
const CARD_NOTICE_DELAY_MS = 2_000;
/** After a start, the notifications left due are posted again once the platform has had time to answer. */
const RESUMED_NOTICE_DELAY_MS = 5_000;

/** The order search's query (GET /local/payments/orders), as the simulator's provider sends it. */
const orderSearchSchema = z.object({
  search: z.string().min(1).max(320),
  payment_status: z.enum(['paid', 'declined', 'pending_payment']).optional(),
  'created_at.gte': z.coerce.number().int().min(0).default(0),
  test: z.enum(['true', 'false']),
});

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(10).toString('hex')}`;

/** Conekta's refusal shape, which the providers read the purchaser messages from. */
const refusal = (status: number, message: string): SimulatorAnswer => ({
  status,
  body: { object: 'error', type: status === 402 ? 'processing_error' : 'parameter_validation_error', details: [{ message }] },
});

function orderAnswer(order: SimulatedOrder): SimulatorAnswer {
  return order.status === 'declined' ? refusal(402, order.declineMessage ?? paymentTexts.cardDeclined) : { status: 200, body: order };
}

export function createPaymentSimulator(options: PaymentSimulatorOptions) {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const tokens = createTokenVault(now);
  /** A card order's notification id: the same on every delivery, as the one an OXXO order stores. */
  const cardNotificationId = (order: SimulatedOrder) => order.id.replace(/^ord_/, 'evt_');
  const notificationIdOf = (order: SimulatedOrder) => (order.method === 'card' ? cardNotificationId(order) : order.oxxo?.notificationId);
  const webhook = createWebhookSender({
    url: options.webhookUrl,
    secret: options.secret,
    onSettled: (id) => {
      const order = store.pendingNotices().find((pending) => notificationIdOf(pending) === id);
      if (order) void store.settleNotice(order.id);
    },
  });
  /** The order.paid of a paid order: its id and the signed body, the same on every delivery. */
  const notice = (order: SimulatedOrder) => {
    const id = notificationIdOf(order) ?? '';
    return { id, body: paidEvent(order, id, order.oxxo?.paidAt ?? order.createdAt) };
  };
  for (const order of store.pendingNotices()) {
    const { id, body } = notice(order);
    webhook.deliverLater(id, body, RESUMED_NOTICE_DELAY_MS);
  }
  const listed = (order: SimulatedOrder, due: ReadonlySet<string>): ListedOrder => {
    const id = notificationIdOf(order);
    const webhookStatus = id === undefined ? undefined : webhook.answerTo(id);
    return { ...order, ...(webhookStatus === undefined ? {} : { webhookStatus }), ...(due.has(order.id) ? { noticeDue: true } : {}) };
  };

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
      const charged = created.method === 'card' && created.status === 'paid';
      await store.save(created, charged);
      if (charged) {
        const { id, body } = notice(created);
        webhook.deliverLater(id, body, CARD_NOTICE_DELAY_MS);
      }
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
      if (paid !== order) await store.save(paid, true);
      const { id, body } = notice(paid);
      return { status: 200, body: { webhookStatus: await webhook.deliver(id, body), order: paid } };
    },

    /** GET /local/payments/orders: a payer's orders of one mode, as Conekta's order list answers them. */
    searchOrders(query: Record<string, string>): SimulatorAnswer {
      const parsed = orderSearchSchema.safeParse(query);
      if (!parsed.success) return { status: 400, body: { message: parsed.error.message } };
      const { search, payment_status: status, 'created_at.gte': since, test } = parsed.data;
      const found = store
        .all()
        .filter((order) => order.customer.email === search && order.test === (test === 'true') && (!status || order.status === status) && Date.parse(order.createdAt) >= since * 1000);
      return { status: 200, body: { object: 'list', has_more: false, total: found.length, data: found.map(conektaOrder) } };
    },

    /** POST /local/payments/webhooks: notifications on, or off (dropped, as if the cloud missed every retry). */
    setWebhooks: webhook.setDelivering,

    orders: () => {
      const due = new Set(store.pendingNotices().map((order) => order.id));
      return store.all().map((order) => listed(order, due));
    },
  };
}
