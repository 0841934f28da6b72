// The Conekta adapter: card charges and OXXO orders through the `conekta` client, a payer's paid
// orders through its order search, webhooks verified with Conekta's RSA signature (header `digest`:
// the body's SHA-256 signed with the webhook key).
import { verify } from 'node:crypto';
import { Agent } from 'node:https';
import { Configuration, OrdersApi, type ChargeRequest, type OrderRequest, type OrderResponse } from 'conekta';
import { paymentTexts } from '@shared/payments/payment-texts';
import type { ConektaKeys } from './conekta-keys';
import { conektaOrderRequest } from './conekta-order';
import type { OrderInput, PaymentProvider } from './payment-provider';
import { headerValue, paidOrdersIn, parseNotification, refusalMessages } from './provider-answers';

interface ConektaProviderOptions {
  keys: () => Promise<ConektaKeys>;
  /** Test mode charges with the test private key (an event with `prueba` on). */
  test: boolean;
  /** Conekta's API unless given (tests give a local fake). */
  basePath?: string;
}

/** Fields of a charge's payment method that the provider reads; which are set depends on the method. */
interface PaymentMethodFields {
  brand?: string;
  last4?: string;
  name?: string;
  reference?: string;
  expires_at?: number;
}

// The client's own agent, used when none is given, reads a CA file next to its sources (gone once
// bundled) and turns certificate checks off. This one checks Conekta's certificate against Node's CAs.
const httpsAgent = new Agent({ keepAlive: true });

type Created = { ok: true; order: OrderResponse } | { ok: false; messages: string[] };

/** Conekta's largest page: one payer's orders since a payment was cut short are far fewer. */
const ORDERS_PER_LOOKUP = 250;

function isSignedBy(rawBody: string, signature: string, publicKey: string): boolean {
  if (!publicKey) return false;
  try {
    return verify('sha256', Buffer.from(rawBody, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    // A key or signature that is not even well-formed verifies nothing.
    return false;
  }
}

function answerOf(error: unknown): { status: number; data: unknown } | undefined {
  return (error as { response?: { status: number; data: unknown } }).response;
}

export function createConektaProvider(options: ConektaProviderOptions): PaymentProvider {
  async function ordersApi(): Promise<OrdersApi> {
    const keys = await options.keys();
    const accessToken = options.test ? keys.testPrivateKey : keys.privateKey;
    if (!accessToken) throw new Error(`The Conekta ${options.test ? 'test ' : ''}private key is not configured`);
    return new OrdersApi(new Configuration({ accessToken, basePath: options.basePath }));
  }

  async function createOrder(input: OrderInput, charge: ChargeRequest): Promise<Created> {
    const orders = await ordersApi();
    const request: OrderRequest = conektaOrderRequest(input, charge);
    try {
      // Spanish purchaser messages; Conekta answers a repeated Idempotency-Key with the first order.
      const { data } = await orders.createOrder(request, 'es', undefined, {
        headers: { 'Idempotency-Key': input.idempotencyKey },
        httpsAgent,
      });
      return { ok: true, order: data };
    } catch (error) {
      const answer = answerOf(error);
      const messages = answer && refusalMessages(answer.status, answer.data);
      if (messages) return { ok: false, messages };
      throw error;
    }
  }

  return {
    async chargeCard(input) {
      const created = await createOrder(input, { payment_method: { type: 'card', token_id: input.token } });
      if (!created.ok) return created;
      const { order } = created;
      const charge = order.charges?.data?.[0];
      if (!order.id || !charge) throw new Error(`Conekta order ${order.id} came without its charge`);
      // Charges Conekta cannot complete at once (a 3-D Secure step) are not offered: they count as refused.
      if (order.payment_status !== 'paid') return { ok: false, messages: [charge.failure_message ?? paymentTexts.cardDeclined] };
      const card = (charge.payment_method ?? {}) as PaymentMethodFields;
      return {
        ok: true,
        orderId: order.id,
        chargeId: charge.id,
        amount: charge.amount,
        brand: card.brand ?? '',
        last4: card.last4 ?? '',
        cardName: card.name ?? '',
      };
    },

    async createOxxoOrder(input) {
      const expiresAt = Math.floor(input.expiresAt.getTime() / 1000);
      const created = await createOrder(input, { payment_method: { type: 'cash', expires_at: expiresAt } });
      if (!created.ok) return created;
      const { order } = created;
      const charge = order.charges?.data?.[0];
      const cash = (charge?.payment_method ?? {}) as PaymentMethodFields;
      if (!order.id || !charge || !cash.reference) {
        throw new Error(`Conekta order ${order.id} came without an OXXO reference`);
      }
      return {
        ok: true,
        orderId: order.id,
        reference: cash.reference,
        amount: charge.amount,
        expiresAt: new Date((cash.expires_at ?? expiresAt) * 1000),
      };
    },

    async paidOrders({ email, since }) {
      const orders = await ordersApi();
      // Conekta's order search finds a customer's orders by e-mail; created_at is in seconds.
      const createdSince = Math.floor(since.getTime() / 1000);
      const { data } = await orders.getOrders('es', undefined, ORDERS_PER_LOOKUP, email, undefined, undefined, 'paid', undefined, undefined, createdSince, undefined, undefined, undefined, { httpsAgent });
      return paidOrdersIn(data);
    },

    async verifyNotification(rawBody, headers) {
      const signature = headerValue(headers, 'digest');
      if (!signature) return null;
      const { webhookPublicKey, testWebhookPublicKey } = await options.keys();
      const authentic = [webhookPublicKey, testWebhookPublicKey].some((key) => isSignedBy(rawBody, signature, key));
      return authentic ? parseNotification(rawBody) : null;
    },
  };
}
