import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentNotification } from '@lambdas/payments/payment-provider';
import type { ListedOrder } from '@infra/local/payment-simulator';
import type { CloudProcess } from '../../support/local-cloud-process';
import { spawnSuiteCloud } from '../../support/suite-cloud';

// A cloud of its own, whose only handlers pay through paymentProvider() and record the webhook.
let cloud: CloudProcess;
beforeAll(async () => {
  cloud = await spawnSuiteCloud([
    '--no-seed',
    '--routes',
    'tests/integration/payments/fixtures/payment-routes.ts',
    '--web-dist',
    'tests/support/fixtures/web-dist',
  ]);
});
afterAll(() => cloud?.stop());

const postJson = (path: string, body: unknown) =>
  fetch(`${cloud.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function tokenFor(number: string): Promise<string> {
  const response = await postJson('/local/payments/tokens', {
    card: { number, name: 'Ana López', exp_month: '12', exp_year: '2035', cvc: '123' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

function order(overrides: { idempotencyKey?: string } = {}) {
  return {
    idempotencyKey: overrides.idempotencyKey ?? randomUUID(),
    customer: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
    items: [
      { name: 'Inscripción 10K', quantity: 1, unit_price: 50_000 },
      { name: 'CORRE10', quantity: 1, unit_price: -5_000 },
    ],
    amount: 45_000,
    metadata: { eventId: '42', registroId: randomUUID() },
  };
}

async function pay(body: unknown) {
  const response = await postJson('/api/fixture/pay', body);
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

async function simulatorOrders(): Promise<ListedOrder[]> {
  return (await (await fetch(`${cloud.url}/local/payments.json`)).json()) as ListedOrder[];
}

async function notifications(): Promise<(PaymentNotification | null)[]> {
  return (await (await fetch(`${cloud.url}/api/fixture/notifications`)).json()) as (PaymentNotification | null)[];
}

const inTwoDays = () => new Date(Date.now() + 48 * 3600_000).toISOString();

describe('the local payment simulator', () => {
  it('makes the SPA tokenize cards with it', async () => {
    const config = (await (await fetch(`${cloud.url}/config.json`)).json()) as { payments: unknown };
    expect(config.payments).toEqual({ provider: 'simulador', publicKey: '', testPublicKey: '' });
  });

  describe('POST /local/payments/tokens', () => {
    it.each([
      ['4242 4242 4242 4241', '123', '12', 'Revisa el numero de tarjeta!'],
      ['4242 4242 4242 4242', '12', '12', 'Revisa el código de seguidad!'],
      ['4242 4242 4242 4242', '123', '13', 'Revisa la fecha de expiración!'],
    ])('refuses %s (cvc %s, month %s) with 422 and the spec’s message', async (number, cvc, month, message) => {
      const response = await postJson('/local/payments/tokens', {
        card: { number, name: 'Ana López', exp_month: month, exp_year: '2035', cvc },
      });

      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ message_to_purchaser: message });
    });

    it('gives a valid card a simulator token', async () => {
      expect(await tokenFor('4242424242424242')).toMatch(/^tok_sim_[0-9a-f]+$/);
    });
  });

  describe('card charges through paymentProvider()', () => {
    it('approves 4242 4242 4242 4242 and keeps the order', async () => {
      const input = { ...order(), token: await tokenFor('4242424242424242') };

      const result = await pay({ test: true, card: input });

      expect(result).toMatchObject({ ok: true, amount: 45_000, brand: 'visa', last4: '4242', cardName: 'Ana López' });
      const stored = (await simulatorOrders()).find((entry) => entry.id === result.orderId);
      expect(stored).toMatchObject({ method: 'card', status: 'paid', test: true, metadata: input.metadata });
    });

    it.each([
      ['4000 0000 0000 0002', 'La tarjeta fue declinada.'],
      ['4000 0000 0000 9995', 'La tarjeta no tiene fondos suficientes.'],
    ])('refuses %s with «%s»', async (number, message) => {
      const result = await pay({ test: false, card: { ...order(), token: await tokenFor(number) } });

      expect(result).toEqual({ ok: false, messages: [message] });
    });

    it('charges once per idempotency key: the same key again is the same order', async () => {
      const input = order();
      const first = await pay({ test: false, card: { ...input, token: await tokenFor('5555555555554444') } });
      const again = await pay({ test: false, card: { ...input, token: await tokenFor('4242424242424242') } });

      expect(first).toMatchObject({ ok: true, brand: 'mastercard', last4: '4444' });
      expect(again).toEqual(first);
      const charges = (await simulatorOrders()).filter((entry) => entry.idempotencyKey === input.idempotencyKey);
      expect(charges).toHaveLength(1);
    });

    it('notifies a charged card as Conekta does: a verified order.paid with its card, seconds after the charge', async () => {
      const input = { ...order(), token: await tokenFor('4242424242424242') };
      const charged = await pay({ test: false, card: input });

      await expect.poll(async () => (await notifications()).filter((entry) => entry?.orderId === charged.orderId), { timeout: 15_000, interval: 250 }).toEqual([
        {
          id: expect.stringMatching(/^evt_sim_/),
          type: 'order.paid',
          orderId: charged.orderId,
          metadata: input.metadata,
          amount: 45_000,
          card: { chargeId: charged.chargeId, brand: 'visa', last4: '4242', name: 'Ana López' },
        },
      ]);
      expect((await simulatorOrders()).find((entry) => entry.id === charged.orderId)).toMatchObject({ webhookStatus: 200 });
    });

    it('drops its notifications while they are turned off', async () => {
      expect((await postJson('/local/payments/webhooks', { entregar: false })).status).toBe(200);
      try {
        const charged = await pay({ test: false, card: { ...order(), token: await tokenFor('4242424242424242') } });
        const voucher = await pay({ test: false, oxxo: { ...order(), expiresAt: inTwoDays() } });
        const paid = await fetch(`${cloud.url}/local/payments/oxxo/${voucher.reference}/pay`, { method: 'POST' });
        expect(await paid.json()).toMatchObject({ webhookStatus: null, order: { status: 'paid' } });
        // The card's notification has come due and been dropped: none of the two is left to deliver.
        await expect.poll(async () => (await simulatorOrders()).filter((entry) => [charged.orderId, voucher.orderId].includes(entry.id) && entry.noticeDue), { timeout: 15_000 }).toEqual([]);
        expect((await notifications()).some((entry) => entry?.orderId === charged.orderId || entry?.orderId === voucher.orderId)).toBe(false);
      } finally {
        await postJson('/local/payments/webhooks', { entregar: true });
      }
      expect((await postJson('/local/payments/webhooks', { entregar: 'sí' })).status).toBe(400);
    });

    it('refuses a token that already paid', async () => {
      const token = await tokenFor('4242424242424242');
      await pay({ test: false, card: { ...order(), token } });

      const result = await pay({ test: false, card: { ...order(), token } });

      expect(result).toEqual({ ok: false, messages: ['La tarjeta ya fue usada o no es válida, vuelve a capturarla.'] });
    });
  });

  describe('OXXO vouchers', () => {
    it('issues a reference that, marked paid, reaches the webhook as a verified order.paid', async () => {
      const input = order();
      const voucher = await pay({ test: false, oxxo: { ...input, expiresAt: inTwoDays() } });
      expect(voucher).toMatchObject({ ok: true, amount: 45_000, reference: expect.stringMatching(/^\d{14}$/) });
      const page = await (await fetch(`${cloud.url}/local/payments`)).text();
      expect(page).toContain(String(voucher.reference));
      expect(page).toContain(`/local/payments/oxxo/${voucher.reference}/pay`);

      const paid = await fetch(`${cloud.url}/local/payments/oxxo/${voucher.reference}/pay`, { method: 'POST' });

      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({ webhookStatus: 200, order: { status: 'paid' } });
      const delivered = (await notifications()).filter((entry) => entry?.orderId === voucher.orderId);
      expect(delivered).toEqual([
        { id: expect.stringMatching(/^evt_sim_/), type: 'order.paid', orderId: voucher.orderId, metadata: input.metadata, amount: 45_000 },
      ]);
    });

    it('delivers the same notification again when a paid voucher is paid again', async () => {
      const voucher = await pay({ test: false, oxxo: { ...order(), expiresAt: inTwoDays() } });
      await fetch(`${cloud.url}/local/payments/oxxo/${voucher.reference}/pay`, { method: 'POST' });

      const again = await fetch(`${cloud.url}/local/payments/oxxo/${voucher.reference}/pay`, { method: 'POST' });

      expect(await again.json()).toMatchObject({ webhookStatus: 200 });
      const delivered = (await notifications()).filter((entry) => entry?.orderId === voucher.orderId);
      expect(delivered).toHaveLength(2);
      expect(delivered[1]!.id).toBe(delivered[0]!.id);
    });

    it('brings the page’s button back to the page with the webhook’s answer', async () => {
      const voucher = await pay({ test: false, oxxo: { ...order(), expiresAt: inTwoDays() } });

      const pressed = await fetch(`${cloud.url}/local/payments/oxxo/${voucher.reference}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });

      expect(pressed.status).toBe(303);
      const back = new URL(pressed.headers.get('location') ?? '', cloud.url);
      expect(back.pathname).toBe('/local/payments');
      expect(back.searchParams.get('aviso')).toBe('Ficha pagada; el webhook respondió 200.');
    });

    it('cannot pay an expired voucher', async () => {
      const voucher = await pay({ test: false, oxxo: { ...order(), expiresAt: new Date(Date.now() - 1000).toISOString() } });

      const paid = await fetch(`${cloud.url}/local/payments/oxxo/${voucher.reference}/pay`, { method: 'POST' });

      expect(paid.status).toBe(410);
      const stored = (await simulatorOrders()).find((entry) => entry.id === voucher.orderId);
      expect(stored?.status).toBe('pending_payment');
      expect((await notifications()).some((entry) => entry?.orderId === voucher.orderId)).toBe(false);
    });

    it('knows no voucher it did not issue', async () => {
      const paid = await fetch(`${cloud.url}/local/payments/oxxo/93000000000000/pay`, { method: 'POST' });
      expect(paid.status).toBe(404);
    });
  });

  describe('the order search through paymentProvider()', () => {
    it('lists a payer’s paid orders of one mode since a moment, as Conekta’s search answers', async () => {
      const email = `pagador-${randomUUID().slice(0, 8)}@example.mx`;
      const since = new Date(Date.now() - 1000).toISOString();
      const mine = { ...order(), customer: { name: 'Ana López', email, phone: '5512345678' } };
      const card = await pay({ test: false, card: { ...mine, token: await tokenFor('4242424242424242') } });
      await pay({ test: false, card: { ...mine, idempotencyKey: randomUUID(), token: await tokenFor('4000000000000002') } });
      await pay({ test: false, oxxo: { ...mine, idempotencyKey: randomUUID(), expiresAt: inTwoDays() } });
      await pay({ test: true, card: { ...mine, idempotencyKey: randomUUID(), token: await tokenFor('4242424242424242') } });
      await pay({ test: false, card: { ...order(), token: await tokenFor('4242424242424242') } });

      const found = await (await postJson('/api/fixture/paid-orders', { test: false, email, since })).json();
      expect(found).toEqual([{ orderId: card.orderId, amount: 45_000, metadata: mine.metadata, card: { chargeId: card.chargeId, brand: 'visa', last4: '4242', name: 'Ana López' } }]);

      const later = await (await postJson('/api/fixture/paid-orders', { test: false, email, since: new Date(Date.now() + 60_000).toISOString() })).json();
      expect(later).toEqual([]);
    });

    it('refuses a search without its payer', async () => {
      expect((await fetch(`${cloud.url}/local/payments/orders?test=false`)).status).toBe(400);
    });
  });

  it('makes the provider refuse a notification the simulator did not sign', async () => {
    const forged = JSON.stringify({ id: 'evt_forged', type: 'order.paid', data: { object: { id: 'ord_x', amount: 1 } } });

    const response = await fetch(`${cloud.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-simulador-firma': '00'.repeat(32) },
      body: forged,
    });

    expect(response.status).toBe(401);
  });
});
