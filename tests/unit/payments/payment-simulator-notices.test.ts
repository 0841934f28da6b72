// A card's order.paid still due when the local cloud died (its retries were timers of the dead
// process) is delivered by the simulator of the next start, as Conekta's deliveries, which live apart
// from the platform, would go on; once the webhook took it, no later start sends it again.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPaymentSimulator } from '@infra/local/payment-simulator';
import { openOrderStore } from '@infra/local/payment-simulator-store';

const secret = 'secreto-de-prueba-0123456789';
const received: string[] = [];
let accepting = false;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')).id as string);
    res.writeHead(accepting ? 200 : 503);
    res.end();
  });
});
let webhookUrl: string;
let dir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`;
  dir = await mkdtemp(join(tmpdir(), 'avisos-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

async function simulatorOn(file: string) {
  return createPaymentSimulator({ store: await openOrderStore(file), webhookUrl, secret });
}

const orderRequest = (token: string) => ({
  idempotencyKey: 'intento-1',
  test: true,
  customer: { name: 'Lucía Hernández', email: 'lucia@prueba.mx', phone: '5512345678' },
  items: [{ name: 'Inscripción 10K', quantity: 1, unit_price: 45_000 }],
  amount: 45_000,
  metadata: { eventId: '7', registroId: 'registro-1', intento: 'intento-1' },
  payment: { type: 'card', token },
});

describe('the simulator’s notifications across a restart', () => {
  it('delivers after the next start the card notification the dead process still owed, and only until the webhook took it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const file = join(dir, 'payments.json');
    const before = await simulatorOn(file);
    const token = (before.tokenize({ card: { number: '4242424242424242', name: 'Lucía', exp_month: 12, exp_year: 2035, cvc: '123' } }).body as { id: string }).id;
    const charged = (await before.createOrder(orderRequest(token))).body as { id: string; status: string };
    expect(charged.status).toBe('paid');
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitUntil(() => received.length === 1);
    // The process dies with its retries: once the refusal came back and the next try is set.
    await vi.waitUntil(() => vi.getTimerCount() > 0);
    vi.clearAllTimers();

    accepting = true;
    await simulatorOn(file);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitUntil(() => received.length === 2);
    expect(received).toEqual([charged.id.replace(/^ord_/, 'evt_'), charged.id.replace(/^ord_/, 'evt_')]);
    await vi.waitUntil(async () => (await openOrderStore(file)).pendingNotices().length === 0);

    await simulatorOn(file);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toHaveLength(2);
  });
});
