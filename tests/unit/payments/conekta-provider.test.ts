import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConektaKeys } from '@lambdas/payments/conekta-keys';
import { createConektaProvider } from '@lambdas/payments/conekta-provider';
import type { CardChargeInput, OxxoOrderInput } from '@lambdas/payments/payment-provider';
import { startFakeConekta } from './fake-conekta';

const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const liveWebhook = pem();
const testWebhook = pem();
const strangerWebhook = pem();
const publicPem = (pair: ReturnType<typeof pem>) => pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const keys: ConektaKeys = {
  privateKey: 'key_live_privada',
  testPrivateKey: 'key_test_privada',
  webhookPublicKey: publicPem(liveWebhook),
  testWebhookPublicKey: publicPem(testWebhook),
};

const order = {
  idempotencyKey: 'reg-1:intento-1',
  customer: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
  items: [
    { name: 'Inscripción 10K', quantity: 1, unit_price: 50_000 },
    { name: 'Playera', quantity: 2, unit_price: 15_000 },
    { name: 'Comisión OnLine', quantity: 1, unit_price: 5_600 },
    { name: 'CORRE10', quantity: 1, unit_price: -8_000 },
  ],
  amount: 77_600,
  metadata: { eventId: '42', registroId: 'reg-1' },
};
const cardInput: CardChargeInput = { ...order, token: 'tok_test_visa_4242' };

let conekta: Awaited<ReturnType<typeof startFakeConekta>>;
beforeAll(async () => {
  conekta = await startFakeConekta();
});
afterAll(() => conekta.close());
beforeEach(() => {
  conekta.requests.length = 0;
});

const provider = (test: boolean) => createConektaProvider({ keys: async () => keys, test, basePath: conekta.basePath });

const paidCardOrder = {
  id: 'ord_2tUigJ8DgBhbp6w5D',
  object: 'order',
  amount: 77_600,
  currency: 'MXN',
  payment_status: 'paid',
  charges: {
    object: 'list',
    has_more: false,
    data: [
      {
        id: '6407b5bee1329a000175ba11',
        object: 'charge',
        amount: 77_600,
        status: 'paid',
        payment_method: { object: 'card_payment', type: 'credit', brand: 'visa', last4: '4242', name: 'ANA LOPEZ' },
      },
    ],
  },
};

describe('the Conekta adapter', () => {
  describe('chargeCard', () => {
    it('creates one MXN order charging the token, with the registrant in its metadata', async () => {
      conekta.reply(200, paidCardOrder);

      const result = await provider(false).chargeCard(cardInput);

      expect(result).toEqual({
        ok: true,
        orderId: 'ord_2tUigJ8DgBhbp6w5D',
        chargeId: '6407b5bee1329a000175ba11',
        amount: 77_600,
        brand: 'visa',
        last4: '4242',
        cardName: 'ANA LOPEZ',
      });
      expect(conekta.requests).toHaveLength(1);
      const [request] = conekta.requests;
      expect(request).toMatchObject({ method: 'POST', path: '/orders' });
      expect(request!.body).toEqual({
        currency: 'MXN',
        customer_info: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
        line_items: [
          { name: 'Inscripción 10K', quantity: 1, unit_price: 50_000 },
          { name: 'Playera', quantity: 2, unit_price: 15_000 },
          { name: 'Comisión OnLine', quantity: 1, unit_price: 5_600 },
        ],
        discount_lines: [{ code: 'CORRE10', amount: 8_000, type: 'coupon' }],
        charges: [{ payment_method: { type: 'card', token_id: 'tok_test_visa_4242' } }],
        metadata: { eventId: '42', registroId: 'reg-1' },
      });
    });

    it('sends the idempotency key, the mode’s private key and asks for Spanish messages', async () => {
      conekta.reply(200, paidCardOrder);
      conekta.reply(200, paidCardOrder);

      await provider(false).chargeCard(cardInput);
      await provider(true).chargeCard(cardInput);

      const [live, test] = conekta.requests;
      expect(live!.headers).toMatchObject({
        'idempotency-key': 'reg-1:intento-1',
        authorization: 'Bearer key_live_privada',
        'accept-language': 'es',
      });
      expect(test!.headers.authorization).toBe('Bearer key_test_privada');
    });

    it('sends no discount lines when no line is negative', async () => {
      conekta.reply(200, paidCardOrder);

      await provider(false).chargeCard({ ...cardInput, items: order.items.slice(0, 1), amount: 50_000 });

      expect(conekta.requests[0]!.body).not.toHaveProperty('discount_lines');
    });

    it('turns a refusal (402 with details) into the purchaser messages', async () => {
      conekta.reply(402, {
        object: 'error',
        type: 'processing_error',
        log_id: '641b6d073cd9a50001515007',
        details: [
          { code: 'conekta.errors.processing.bank.declined', message: 'La tarjeta fue declinada.', debug_message: 'Declined' },
          { code: 'conekta.errors.processing.bank.insufficient_funds', message: 'La tarjeta no tiene fondos suficientes.' },
        ],
      });

      const result = await provider(false).chargeCard(cardInput);

      expect(result).toEqual({ ok: false, messages: ['La tarjeta fue declinada.', 'La tarjeta no tiene fondos suficientes.'] });
    });

    it('throws on a server failure, which is not the purchaser’s to read', async () => {
      conekta.reply(500, { object: 'error', type: 'api_error', details: [{ message: 'Internal error' }] });

      await expect(provider(false).chargeCard(cardInput)).rejects.toThrow();
    });

    it('checks the certificate of the server it charges through', async () => {
      // The client's own default agent would accept this self-signed certificate.
      const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
      const impostor = await startFakeConekta({ key: fixture('self-signed-key.pem'), cert: fixture('self-signed-cert.pem') });
      impostor.reply(200, paidCardOrder);
      try {
        const charging = createConektaProvider({ keys: async () => keys, test: false, basePath: impostor.basePath });

        await expect(charging.chargeCard(cardInput)).rejects.toThrow(/self.signed certificate/);
        expect(impostor.requests).toHaveLength(0);
      } finally {
        await impostor.close();
      }
    });

    it('refuses to charge in a mode whose private key is not configured', async () => {
      const withoutTest = createConektaProvider({ keys: async () => ({ ...keys, testPrivateKey: '' }), test: true, basePath: conekta.basePath });

      await expect(withoutTest.chargeCard(cardInput)).rejects.toThrow(/test private key/);
      expect(conekta.requests).toHaveLength(0);
    });
  });

  describe('createOxxoOrder', () => {
    const expiresAt = new Date('2026-05-03T18:00:00.000Z');
    const oxxoInput: OxxoOrderInput = { ...order, expiresAt };

    it('creates a cash order that expires when asked and reads the voucher from the first charge', async () => {
      conekta.reply(200, {
        id: 'ord_oxxo_1',
        object: 'order',
        amount: 77_600,
        payment_status: 'pending_payment',
        charges: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: 'chr_oxxo_1',
              object: 'charge',
              amount: 77_600,
              status: 'pending_payment',
              payment_method: { object: 'cash_payment', type: 'cash', reference: '93000262276908', expires_at: 1_777_831_200 },
            },
          ],
        },
      });

      const result = await provider(false).createOxxoOrder(oxxoInput);

      expect(result).toEqual({
        ok: true,
        orderId: 'ord_oxxo_1',
        reference: '93000262276908',
        amount: 77_600,
        expiresAt: new Date(1_777_831_200_000),
      });
      expect(conekta.requests[0]!.body).toMatchObject({
        charges: [{ payment_method: { type: 'cash', expires_at: expiresAt.getTime() / 1000 } }],
        discount_lines: [{ code: 'CORRE10', amount: 8_000, type: 'coupon' }],
      });
      expect(conekta.requests[0]!.headers['idempotency-key']).toBe('reg-1:intento-1');
    });

    it('turns a refusal into the purchaser messages', async () => {
      conekta.reply(422, { object: 'error', details: [{ message: 'El monto máximo para pagos en efectivo es $10,000.' }] });

      const result = await provider(false).createOxxoOrder(oxxoInput);

      expect(result).toEqual({ ok: false, messages: ['El monto máximo para pagos en efectivo es $10,000.'] });
    });
  });

  describe('paidOrders', () => {
    it('searches the payer’s paid orders since a moment with the mode’s key, and reads them as notifications would', async () => {
      const pending = { ...paidCardOrder, id: 'ord_pendiente', payment_status: 'pending_payment' };
      conekta.reply(200, { object: 'list', has_more: false, data: [{ ...paidCardOrder, metadata: { eventId: '42', registroId: 'reg-1', intento: 'int-1' } }, pending] });

      const orders = await provider(true).paidOrders({ email: 'ana@example.mx', since: new Date('2030-01-01T10:00:00.000Z') });

      expect(orders).toEqual([
        {
          orderId: 'ord_2tUigJ8DgBhbp6w5D',
          amount: 77_600,
          metadata: { eventId: '42', registroId: 'reg-1', intento: 'int-1' },
          card: { chargeId: '6407b5bee1329a000175ba11', brand: 'visa', last4: '4242', name: 'ANA LOPEZ' },
        },
      ]);
      const [request] = conekta.requests;
      expect(request).toMatchObject({ method: 'GET' });
      const url = new URL(request!.path, conekta.basePath);
      expect(url.pathname).toBe('/orders');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ search: 'ana@example.mx', payment_status: 'paid', 'created_at.gte': String(Date.parse('2030-01-01T10:00:00.000Z') / 1000), limit: '250' });
      expect(request!.headers.authorization).toBe('Bearer key_test_privada');
    });

    it('throws when Conekta cannot answer, so nothing is taken for unpaid', async () => {
      conekta.reply(500, { message: 'error' });
      await expect(provider(false).paidOrders({ email: 'ana@example.mx', since: new Date() })).rejects.toThrow();
    });
  });

  describe('verifyNotification', () => {
    const paidEvent = JSON.stringify({
      id: '63a1c2f7a1b2c3d4e5f6a7b8',
      object: 'event',
      type: 'order.paid',
      livemode: true,
      data: { object: { id: 'ord_oxxo_1', object: 'order', amount: 77_600, metadata: { eventId: '42', registroId: 'reg-1' } } },
    });
    const digest = (body: string, pair: ReturnType<typeof pem>) => sign('sha256', Buffer.from(body), pair.privateKey).toString('base64');

    it('accepts a body signed with the webhook key and reads the payment out of it', async () => {
      const notification = await provider(false).verifyNotification(paidEvent, { digest: digest(paidEvent, liveWebhook) });

      expect(notification).toEqual({
        id: '63a1c2f7a1b2c3d4e5f6a7b8',
        type: 'order.paid',
        orderId: 'ord_oxxo_1',
        metadata: { eventId: '42', registroId: 'reg-1' },
        amount: 77_600,
      });
    });

    it("accepts the test mode's notifications, signed with the test webhook key, from either mode's provider", async () => {
      const testEvent = paidEvent.replace('"livemode":true', '"livemode":false');

      const notification = await provider(false).verifyNotification(testEvent, { Digest: digest(testEvent, testWebhook) });

      expect(notification?.orderId).toBe('ord_oxxo_1');
    });

    it('refuses a body changed after it was signed', async () => {
      const signature = digest(paidEvent, liveWebhook);
      const tampered = paidEvent.replace('77600', '1');

      expect(await provider(false).verifyNotification(tampered, { digest: signature })).toBeNull();
    });

    it('refuses a body signed with another key, or not signed at all', async () => {
      expect(await provider(false).verifyNotification(paidEvent, { digest: digest(paidEvent, strangerWebhook) })).toBeNull();
      expect(await provider(false).verifyNotification(paidEvent, {})).toBeNull();
      expect(await provider(false).verifyNotification(paidEvent, { digest: 'bm8gZXMgdW5hIGZpcm1h' })).toBeNull();
    });
  });
});
