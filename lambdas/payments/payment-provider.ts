// The one interface every payment provider implements: the Conekta adapter in AWS, the simulator in
// the local cloud and tests. Amounts are MXN cents; the provider never sees the registry config.

export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
}

export interface PaymentItem {
  name: string;
  quantity: number;
  /** MXN cents. */
  unit_price: number;
}

export interface OrderInput {
  /** The same key twice is the same order: a retried or double-clicked payment charges once. */
  idempotencyKey: string;
  customer: PaymentCustomer;
  items: PaymentItem[];
  /** MXN cents; equals the sum of the items. */
  amount: number;
  /** Carried back in webhooks to find the registrant and the payment attempt that made the order. */
  metadata: PaymentMetadata;
}

export interface PaymentMetadata {
  eventId: string;
  registroId: string;
  /** Absent from orders made before attempts were carried. */
  intento?: string;
  /** 'reto': a reto's registration (eventId the reto, registroId the athlete); absent for a race registrant. */
  tipo?: 'reto';
}

export interface CardChargeInput extends OrderInput {
  /** The card token the browser got from the provider's tokenizer. */
  token: string;
}

export interface OxxoOrderInput extends OrderInput {
  expiresAt: Date;
}

export type CardChargeResult =
  | { ok: true; orderId: string; chargeId: string; amount: number; brand: string; last4: string; cardName: string }
  /** messages: the provider's purchaser messages, shown joined with ' - '. */
  | { ok: false; messages: string[] };

export type OxxoOrderResult =
  | { ok: true; orderId: string; reference: string; amount: number; expiresAt: Date }
  | { ok: false; messages: string[] };

/** An order as the provider reports it, in a notification or when asked for a payer's paid orders. */
export interface ProviderOrder {
  orderId: string;
  metadata: PaymentMetadata | null;
  /** MXN cents paid. */
  amount: number;
  /** The paid charge, when it was a card's. */
  card?: { chargeId: string; brand: string; last4: string; name: string };
}

/** A verified notification from the provider. Either mode's provider verifies notifications of both
 * modes (Conekta signs each with that mode's webhook key); the orderId ties it to the order. */
export interface PaymentNotification extends ProviderOrder {
  /** The provider's event id: the same notification delivered twice has the same id. */
  id: string;
  type: 'order.paid' | 'order.expired' | 'other';
}

/** Whose paid orders to list: the payer's e-mail, as the orders name their customer, and since when. */
export interface PaidOrdersQuery {
  email: string;
  since: Date;
}

export interface PaymentProvider {
  chargeCard(input: CardChargeInput): Promise<CardChargeResult>;
  createOxxoOrder(input: OxxoOrderInput): Promise<OxxoOrderResult>;
  /**
   * The paid orders of a payer created since a moment: what a payment cut short (its request stopped
   * between the charge and its answer, its notification lost) left paid at the provider.
   */
  paidOrders(query: PaidOrdersQuery): Promise<ProviderOrder[]>;
  /** The notification when the body is authentic, null when its signature does not verify. */
  verifyNotification(rawBody: string, headers: Record<string, string | undefined>): Promise<PaymentNotification | null>;
}
