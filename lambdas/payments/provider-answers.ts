// What both providers read out of the answers they get: purchaser messages of a refused payment, and
// the notifications Conekta sends (the simulator sends the same shape).
import { z } from 'zod';
import type { PaymentNotification } from './payment-provider';

const refusalSchema = z.object({ details: z.array(z.object({ message: z.string().optional() })) });

/** The messages of a 4xx answer with Conekta's `details[].message`; null for any other answer. */
export function refusalMessages(status: number, body: unknown): string[] | null {
  if (status < 400 || status >= 500) return null;
  const parsed = refusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const messages = parsed.data.details.flatMap((detail) => (detail.message ? [detail.message] : []));
  return messages.length > 0 ? messages : null;
}

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string().optional(),
      /** Present when the object is a charge. */
      order_id: z.string().optional(),
      amount: z.number().int().optional(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      /** A charge's; read only when it is a card's. */
      payment_method: z.unknown().optional(),
      /** An order's. */
      charges: z.unknown().optional(),
    }),
  }),
});

const metadataSchema = z.object({ eventId: z.string().min(1), registroId: z.string().min(1), intento: z.string().min(1).optional(), tipo: z.literal('reto').optional() });

/** A paid card charge: Conekta names a card's payment method 'card_payment'. */
const cardChargeSchema = z.object({
  id: z.string().min(1),
  payment_method: z.object({ object: z.literal('card_payment'), brand: z.string().default(''), last4: z.string().default(''), name: z.string().default('') }),
});
const orderChargesSchema = z.object({ data: z.array(z.unknown()) });

function cardOf(charge: unknown): PaymentNotification['card'] {
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
  const isCharge = type.startsWith('charge.');
  const metadata = metadataSchema.safeParse(data.object.metadata);
  // An order's first charge is the one that paid it: our orders carry one.
  const card = cardOf(isCharge ? data.object : orderChargesSchema.safeParse(data.object.charges).data?.data[0]);
  return {
    id,
    type: notificationType(type),
    orderId: (isCharge ? data.object.order_id : data.object.id) ?? '',
    metadata: metadata.success ? metadata.data : null,
    amount: data.object.amount ?? 0,
    ...(card ? { card } : {}),
  };
}

/** A header by name, whatever case the gateway gave it. */
export function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}
