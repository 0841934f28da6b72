// The local payment simulator's order API (POST /local/payments/orders), as its provider calls it and
// the simulator answers: a stored order, or Conekta's refusal shape (402/422 with details[].message).
import { z } from 'zod';

export const simulatorOrderRequestSchema = z.object({
  idempotencyKey: z.string().min(1).max(200),
  test: z.boolean(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  items: z.array(z.object({ name: z.string().min(1), quantity: z.number().int().min(1), unit_price: z.number().int() })).min(1),
  /** MXN cents; must equal the sum of the items, as Conekta requires. */
  amount: z.number().int().min(1),
  metadata: z.object({ eventId: z.string(), registroId: z.string(), intento: z.string().optional(), tipo: z.literal('reto').optional() }),
  payment: z.discriminatedUnion('type', [
    z.object({ type: z.literal('card'), token: z.string().min(1) }),
    z.object({ type: z.literal('oxxo'), expiresAt: z.iso.datetime() }),
  ]),
});

export type SimulatorOrderRequest = z.infer<typeof simulatorOrderRequestSchema>;

export const simulatedOrderSchema = z.object({
  id: z.string(),
  chargeId: z.string(),
  idempotencyKey: z.string(),
  createdAt: z.iso.datetime(),
  test: z.boolean(),
  method: z.enum(['card', 'oxxo']),
  status: z.enum(['paid', 'declined', 'pending_payment']),
  amount: z.number().int(),
  customer: simulatorOrderRequestSchema.shape.customer,
  items: simulatorOrderRequestSchema.shape.items,
  metadata: simulatorOrderRequestSchema.shape.metadata,
  card: z.object({ brand: z.string(), last4: z.string(), name: z.string() }).optional(),
  declineMessage: z.string().optional(),
  oxxo: z
    .object({
      reference: z.string(),
      expiresAt: z.iso.datetime(),
      paidAt: z.iso.datetime().optional(),
      /** The id of the order.paid notification; the same on every delivery. */
      notificationId: z.string().optional(),
    })
    .optional(),
});

export type SimulatedOrder = z.infer<typeof simulatedOrderSchema>;
