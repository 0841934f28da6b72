import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatedOrder } from '../../../lambdas/payments/simulator-contract';
import { openOrderStore } from '../../../infra/local/payment-simulator-store';

const simulated = (id: string, overrides: Partial<SimulatedOrder> = {}): SimulatedOrder => ({
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

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pagos-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('openOrderStore', () => {
  it('finds orders by idempotency key and by voucher reference, newest first', async () => {
    const store = await openOrderStore();
    await store.save(simulated('1'));
    await store.save(simulated('2'));

    expect(store.all().map((order) => order.id)).toEqual(['2', '1']);
    expect(store.byIdempotencyKey('key-1')?.id).toBe('1');
    expect(store.byReference('93000000000002')?.id).toBe('2');
    expect(store.byIdempotencyKey('key-3')).toBeUndefined();
  });

  it('keeps the orders in its file, so that a restarted cloud still has them', async () => {
    const file = join(dir, 'datos', 'payments.json');
    const store = await openOrderStore(file);
    await store.save(simulated('1'));
    await store.save(simulated('1', { status: 'paid' }));
    await store.save(simulated('2'));

    const reopened = await openOrderStore(file);

    expect(reopened.all().map((order) => [order.id, order.status])).toEqual([
      ['2', 'pending_payment'],
      ['1', 'paid'],
    ]);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveLength(2);
  });

  it('starts empty without a file yet', async () => {
    expect((await openOrderStore(join(dir, 'payments.json'))).all()).toEqual([]);
  });
});
