// What both providers read out of the answers they get: purchaser messages of a refused payment, the
// notifications Conekta sends and the paid orders of its order list (the simulator answers the same shapes).
import { z } from 'zod';
import type { PaymentNotification, ProviderOrder } from './payment-provider';

const refusalSchema = z.object({ details: z.array(z.object({ message: z.string().optional() })) });

/** The messages of a 4xx answer with Conekta's `details[].message`; null for any other answer. */
export function refusalMessages(status: number, body: unknown): string[] | null {
  if (status < 400 || status >= 500) return null;
  const parsed = refusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const messages = parsed.data.details.flatMap((detail) => (detail.message ? [detail.message] : []));
  return messages.length > 0 ? messages : null;
}

/** An order as Conekta shapes it (in an event, or a list's item), or one of its charges. */
const orderObjectSchema = z.object({
  id: z.string().optional(),
  /** Present when the object is a charge. */
  order_id: z.string().optional(),
  amount: z.number().int().optional(),
  /** An order's: 'paid' once paid. */
  payment_status: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  /** A charge's; read only when it is a card's. */
  payment_method: z.unknown().optional(),
  /** An order's. */
  charges: z.unknown().optional(),
});

type OrderObject = z.infer<typeof orderObjectSchema>;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: orderObjectSchema }),
});

const metadataSchema = z.object({ eventId: z.string().min(1), registroId: z.string().min(1), intento: z.string().min(1).optional(), tipo: z.literal('reto').optional() });

/** A paid card charge: Conekta names a card's payment method 'card_payment'. */
const cardChargeSchema = z.object({
  id: z.string().min(1),
  payment_method: z.object({ object: z.literal('card_payment'), brand: z.string().default(''), last4: z.string().default(''), name: z.string().default('') }),
});
const orderChargesSchema = z.object({ data: z.array(z.unknown()) });

function cardOf(charge: unknown): ProviderOrder['card'] {
  const parsed = cardChargeSchema.safeParse(charge);
  if (!parsed.success) return undefined;
  const { brand, last4, name } = parsed.data.payment_method;
  return { chargeId: parsed.data.id, brand, last4, name };
}

function notificationType(type: string): PaymentNotification['type'] {
  // A paid charge is how Conekta reports some payments; it pays its order.
  if (type === 'order.paid' || type === 'charge.paid') return 'order.paid';
  if (type === 'order.expired') return 'order.expired';
  return 'other';
}

/** What an order, or a charge of one (`isCharge`), tells of its payment. */
function providerOrderOf(object: OrderObject, isCharge: boolean): ProviderOrder {
  const metadata = metadataSchema.safeParse(object.metadata);
  // An order's first charge is the one that paid it: our orders carry one.
  const card = cardOf(isCharge ? object : orderChargesSchema.safeParse(object.charges).data?.data[0]);
  return {
    orderId: (isCharge ? object.order_id : object.id) ?? '',
    metadata: metadata.success ? metadata.data : null,
    amount: object.amount ?? 0,
    ...(card ? { card } : {}),
  };
}

/** The notification in an authentic body, or null when the body is not an event. */
export function parseNotification(rawBody: string): PaymentNotification | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, type, data } = parsed.data;
  return { id, type: notificationType(type), ...providerOrderOf(data.object, type.startsWith('charge.')) };
}

const orderListSchema = z.object({ data: z.array(z.unknown()) });

/** The paid orders of a list of orders (Conekta's GET /orders answer); throws on an answer that is no list. */
export function paidOrdersIn(body: unknown): ProviderOrder[] {
  return orderListSchema.parse(body).data.flatMap((item) => {
    const order = orderObjectSchema.safeParse(item);
    return order.success && order.data.id && order.data.payment_status === 'paid' ? [providerOrderOf(order.data, false)] : [];
  });
}

/** A header by name, whatever case the gateway gave it. */
export function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}
