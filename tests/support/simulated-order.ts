// A payment simulator order as its store keeps it, for tests of the store and of its file.
import type { SimulatedOrder } from '@lambdas/payments/simulator-contract';

export const simulatedOrder = (id: string, overrides: Partial<SimulatedOrder> = {}): SimulatedOrder => ({
  id,
  chargeId: `chr_${id}`,
  idempotencyKey: `key-${id}`,
  createdAt: '2026-03-01T12:00:00.000Z',
  test: false,
  method: 'oxxo',
  status: 'pending_payment',
  amount: 45_000,
  customer: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
  items: [{ name: 'Inscripción 10K', quantity: 1, unit_price: 45_000 }],
  metadata: { eventId: '42', registroId: `reg-${id}` },
  oxxo: { reference: `9300000000000${id}`, expiresAt: '2026-03-03T12:00:00.000Z' },
  ...overrides,
});
