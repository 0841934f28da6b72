// Paying a priced reto against a local cloud and its payment simulator: a card approved activates the
// registration, a refusal gives the code use back (another athlete may take it) and the athlete may
// pay again, one attempt charges once however often it is sent, an OXXO voucher activates once paid
// at the store and gives its code use back once expired, only a priced reto's participant pays, and a
// card charged by a request that stopped activates the registration by its notification or, that
// lost, by the reconciliation. A payment mails its receipt (amount and order) and a voucher its
// reference, through the one outbox.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { AccessCodePage } from '@shared/retos/access-codes';
import type { ParticipationView } from '@shared/retos/participation';
import type { RetoPaymentAnswer, RetoPaymentRequest } from '@shared/retos/reto-payment';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { APPROVED_CARD, cardToken, DECLINED_CARD, deliverSigned, fixtureCloudForSuite, mailsTo, setSimulatorWebhooks, simulatorOrders } from '../registration/registration-fixture';

const cloud = fixtureCloudForSuite('tests/integration/retos/fixtures/fixture-routes.ts');

const HOUR_MS = 3_600_000;
const PRICE = 150.5;

let organizer: string;

beforeAll(async () => {
  ({ token: organizer } = await signedUpAthlete(cloud.url));
});

async function newReto(price = PRICE): Promise<string> {
  const body = { eventName: 'Reto de pago', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 10, price };
  const { status, body: created } = await callApi<VirtualEventView>(cloud.url, '/api/retos', { method: 'POST', token: organizer, body });
  expect(status).toBe(201);
  return created.eventID;
}

async function codes(eventId: string) {
  return (await callApi<AccessCodePage>(cloud.url, `/api/retos/${eventId}/codes`, { token: organizer })).body.codes;
}

/** A new code of `uses` uses. */
async function newCode(eventId: string, uses: number): Promise<string> {
  const before = new Set((await codes(eventId)).map((code) => code.code));
  expect((await callApi(cloud.url, `/api/retos/${eventId}/codes`, { method: 'POST', token: organizer, body: { quantity: 1, uses, intento: randomUUID() } })).status).toBe(201);
  const added = (await codes(eventId)).find((code) => !before.has(code.code));
  if (!added) throw new Error('no code was generated');
  return added.code;
}

const usedCount = async (eventId: string, code: string) => (await codes(eventId)).find((item) => item.code === code)?.usedCount;

interface Athlete {
  token: string;
  userID: string;
  correo: string;
}

async function registered(eventId: string, code: string): Promise<Athlete> {
  const { token, athlete } = await signedUpAthlete(cloud.url);
  const { status, body } = await callApi<ParticipationView>(cloud.url, `/api/retos/${eventId}/registration`, { method: 'POST', token, body: { code } });
  expect(status).toBe(201);
  expect(body).toMatchObject({ active: false, paymentPending: true });
  return { token, userID: body.userID, correo: athlete.correo };
}

const pay = (eventId: string, token: string, body: RetoPaymentRequest) =>
  callApi<RetoPaymentAnswer & ApiErrorBody>(cloud.url, `/api/retos/${eventId}/me/payment`, { method: 'POST', token, body });

const card = async (number = APPROVED_CARD, intento: string = randomUUID()): Promise<RetoPaymentRequest> => ({ metodo: 'card', intento, token: await cardToken(cloud.url, number) });

const participation = async (eventId: string, token: string) =>
  (await callApi<{ participation: ParticipationView | null }>(cloud.url, `/api/retos/${eventId}/me`, { token })).body.participation;

const ordersOf = async (userID: string) => (await simulatorOrders(cloud.url)).filter((order) => order.metadata.registroId === userID);

/** The provider's notification of an order, signed as the simulator signs. */
async function notify(type: 'order.paid' | 'order.expired', userID: string): Promise<number> {
  const [order] = await ordersOf(userID);
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, data: { object: { id: order?.id, amount: order?.amount, metadata: order?.metadata } } });
  return deliverSigned(cloud.url, body);
}

describe('paying a priced reto by card', () => {
  it('activates the registration once approved, charging the spec\'s one line in MXN cents', async () => {
    const eventId = await newReto();
    const code = await newCode(eventId, 5);
    const athlete = await registered(eventId, code);

    const { status, body } = await pay(eventId, athlete.token, await card());

    expect(status).toBe(200);
    expect(body.estado).toBe('pagado');
    expect(body.participation).toMatchObject({ active: true, paymentPending: false });
    expect(body.order).toEqual({
      moneda: 'MXN',
      lines: [{ code: `insc-${eventId}`, name: 'Reto de pago', description: 'Inscripción al evento Reto de pago a nombre de Lucía Hernández Soto', quantity: 1, unit_price: 15_050, precioKey: 'price' }],
    });
    expect(await participation(eventId, athlete.token)).toMatchObject({ active: true });
    const [order, ...others] = await ordersOf(athlete.userID);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ method: 'card', status: 'paid', amount: 15_050, items: [{ name: 'Reto de pago', quantity: 1, unit_price: 15_050 }], metadata: { eventId, tipo: 'reto' } });
    expect(await usedCount(eventId, code)).toBe(1);
    // The receipt: on the page (GET /me) and by mail.
    expect((await participation(eventId, athlete.token))?.receipt).toMatchObject({ monto: 15_050, ordenPago: order?.id });
    const [receipt, ...more] = await mailsTo(cloud.url, athlete.correo);
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe('Comprobante de pago del reto Reto de pago');
    expect(receipt?.text).toContain('$150.50 MXN');
    expect(receipt?.text).toContain(`Orden de pago: ${order?.id}`);
  });

  it('answers a refusal in Spanish and gives the code use back; the athlete pays again with a new attempt', async () => {
    const eventId = await newReto();
    const code = await newCode(eventId, 1);
    const athlete = await registered(eventId, code);
    const refused = await card(DECLINED_CARD);

    const declined = await pay(eventId, athlete.token, refused);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Error procesando el pago: La tarjeta fue declinada.');
    expect(await usedCount(eventId, code)).toBe(0);
    expect(await participation(eventId, athlete.token)).toMatchObject({ active: false, paymentPending: true });

    const again = await pay(eventId, athlete.token, refused);
    expect(again.status).toBe(402);
    expect(again.body.message).toBe('Error procesando el pago: La tarjeta fue declinada.');
    expect(await ordersOf(athlete.userID)).toHaveLength(1);

    const paid = await pay(eventId, athlete.token, await card());
    expect(paid.status).toBe(200);
    expect(paid.body.participation.active).toBe(true);
    expect(await usedCount(eventId, code)).toBe(1);
  });

  it('lets another athlete take the use a refusal gave back; the first then registers with another code', async () => {
    const eventId = await newReto();
    const code = await newCode(eventId, 1);
    const first = await registered(eventId, code);
    expect((await pay(eventId, first.token, await card(DECLINED_CARD))).status).toBe(402);
    await registered(eventId, code);

    const gone = await pay(eventId, first.token, await card());
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Tu código de acceso ya no tiene usos disponibles; regístrate con otro código');
    expect(await participation(eventId, first.token)).toBeNull();
    expect(await ordersOf(first.userID)).toHaveLength(1);
    expect(await usedCount(eventId, code)).toBe(1);

    const other = await newCode(eventId, 1);
    expect((await callApi(cloud.url, `/api/retos/${eventId}/registration`, { method: 'POST', token: first.token, body: { code: other } })).status).toBe(201);
  });

  it('charges one attempt once, sent twice at once and again afterwards', async () => {
    const eventId = await newReto();
    const athlete = await registered(eventId, await newCode(eventId, 5));
    const attempt = await card();

    // Whether the two requests overlap is up to the machine: the copy is told it is in progress, or
    // answered the settled payment. The in-progress answer itself is asserted below, on a claim that stands.
    const answers = await Promise.all([pay(eventId, athlete.token, attempt), pay(eventId, athlete.token, attempt)]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.message).toBe('Pago en proceso, espera un momento');
      else expect([answer.status, answer.body.estado]).toEqual([200, 'pagado']);
    }
    const retried = await pay(eventId, athlete.token, attempt);
    expect(retried.status).toBe(200);
    expect(retried.body.estado).toBe('pagado');
    const another = await pay(eventId, athlete.token, await card());
    expect(another.body.estado).toBe('pagado');

    expect(await ordersOf(athlete.userID)).toHaveLength(1);
  });
});

describe('a reto card payment whose request stopped once the card was charged', () => {
  const payAndStop = async (eventId: string, userID: string, claimedMsAgo: number, intento: string = randomUUID()) =>
    (await callApi<{ ok: boolean }>(cloud.url, '/api/fixture/pay-reto-and-stop', { method: 'POST', body: { eventId, userID, intento, token: await cardToken(cloud.url), claimedMsAgo } })).body;
  const settleAt = async (at: Date) => (await callApi<{ paid: number }>(cloud.url, '/api/fixture/settle-reto-attempts', { method: 'POST', body: { now: at.toISOString() } })).body.paid;

  it('is activated by the simulator’s order.paid, as Conekta sends it', async () => {
    const eventId = await newReto();
    const athlete = await registered(eventId, await newCode(eventId, 1));

    expect((await payAndStop(eventId, athlete.userID, 0)).ok).toBe(true);

    await expect.poll(async () => (await participation(eventId, athlete.token))?.active, { timeout: 20_000, interval: 250 }).toBe(true);
    expect(await ordersOf(athlete.userID)).toHaveLength(1);
  });

  it('answers the same attempt sent again while the stopped request’s claim stands at once: in progress, with Retry-After, nothing charged again', async () => {
    const eventId = await newReto();
    const athlete = await registered(eventId, await newCode(eventId, 1));
    const attempt = await card();
    await setSimulatorWebhooks(cloud.url, false);
    try {
      expect((await payAndStop(eventId, athlete.userID, 0, attempt.intento)).ok).toBe(true);
      const again = await fetch(`${cloud.url}/api/retos/${eventId}/me/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${athlete.token}` },
        body: JSON.stringify(attempt),
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS', message: 'Pago en proceso, espera un momento' });
      const retryAfter = Number(again.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(STALE_CLAIM_MS / 1000);
    } finally {
      await setSimulatorWebhooks(cloud.url, true);
    }
    expect(await participation(eventId, athlete.token)).toMatchObject({ active: false, paymentPending: true });
    expect(await ordersOf(athlete.userID)).toHaveLength(1);
  });

  it('its notification lost, is activated by the reconciliation once older than any handler runs', async () => {
    const eventId = await newReto();
    const athlete = await registered(eventId, await newCode(eventId, 1));
    await setSimulatorWebhooks(cloud.url, false);
    try {
      expect((await payAndStop(eventId, athlete.userID, 3 * 60_000)).ok).toBe(true);
    } finally {
      await setSimulatorWebhooks(cloud.url, true);
    }
    expect(await participation(eventId, athlete.token)).toMatchObject({ active: false, paymentPending: true });
    expect(await settleAt(new Date(Date.now() - 2 * 60_000))).toBe(0);

    expect(await settleAt(new Date())).toBe(1);
    expect(await participation(eventId, athlete.token)).toMatchObject({ active: true, paymentPending: false });
    expect(await settleAt(new Date())).toBe(0);
    const again = await pay(eventId, athlete.token, await card());
    expect([again.status, again.body.estado]).toEqual([200, 'pagado']);
    expect(await ordersOf(athlete.userID)).toHaveLength(1);
  });
});

describe('paying a priced reto with an OXXO voucher', () => {
  it('answers the ficha de pago, the same one to a new press, and activates the registration once paid at the store', async () => {
    const eventId = await newReto();
    const athlete = await registered(eventId, await newCode(eventId, 5));

    const issued = await pay(eventId, athlete.token, { metodo: 'oxxo_pay', intento: randomUUID() });
    expect(issued.status).toBe(200);
    expect(issued.body.estado).toBe('ficha');
    expect(issued.body.participation.active).toBe(false);
    const voucher = issued.body.voucher;
    expect(voucher).toMatchObject({ referencia: expect.stringMatching(/^\d{14}$/), monto: 15_050 });
    const hoursLeft = (Date.parse(voucher?.expiraEn ?? '') - Date.now()) / HOUR_MS;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);

    expect((await pay(eventId, athlete.token, { metodo: 'oxxo_pay', intento: randomUUID() })).body.voucher).toEqual(voucher);
    const [voucherMail, ...others] = await mailsTo(cloud.url, athlete.correo);
    expect(others).toEqual([]);
    expect(voucherMail?.subject).toBe('Tu ficha de pago en OXXO del reto Reto de pago');
    expect(voucherMail?.text).toContain(`Referencia: ${voucher?.referencia}`);
    const byCard = await pay(eventId, athlete.token, await card());
    expect(byCard.status).toBe(409);
    expect(byCard.body.message).toBe('Ya tienes una ficha de pago en OXXO pendiente');

    const paid = await callApi<{ webhookStatus: number }>(cloud.url, `/local/payments/oxxo/${voucher?.referencia}/pay`, { method: 'POST', body: {} });
    expect(paid.body.webhookStatus).toBe(200);
    expect(await participation(eventId, athlete.token)).toMatchObject({ active: true, paymentPending: false });
    expect((await pay(eventId, athlete.token, { metodo: 'oxxo_pay', intento: randomUUID() })).body.estado).toBe('pagado');
    expect(await ordersOf(athlete.userID)).toHaveLength(1);
  });

  it('gives the code use back when the provider says the voucher expired, and the athlete may get another', async () => {
    const eventId = await newReto();
    const code = await newCode(eventId, 1);
    const athlete = await registered(eventId, code);
    expect((await pay(eventId, athlete.token, { metodo: 'oxxo_pay', intento: randomUUID() })).status).toBe(200);

    expect(await notify('order.expired', athlete.userID)).toBe(200);
    expect(await usedCount(eventId, code)).toBe(0);
    expect(await participation(eventId, athlete.token)).toMatchObject({ active: false, paymentPending: true });
    expect(await notify('order.expired', athlete.userID)).toBe(200);
    expect(await usedCount(eventId, code)).toBe(0);

    const another = await pay(eventId, athlete.token, { metodo: 'oxxo_pay', intento: randomUUID() });
    expect(another.body.estado).toBe('ficha');
    expect(await usedCount(eventId, code)).toBe(1);
  });

  it('gives the code use back of vouchers past their 48 hours when the expiry job runs', async () => {
    const eventId = await newReto();
    const code = await newCode(eventId, 1);
    const athlete = await registered(eventId, code);
    expect((await pay(eventId, athlete.token, { metodo: 'oxxo_pay', intento: randomUUID() })).status).toBe(200);
    const expireAt = async (at: number) =>
      (await callApi<{ expired: number }>(cloud.url, '/api/fixture/expire-reto-vouchers', { method: 'POST', body: { now: new Date(at).toISOString() } })).body.expired;

    expect(await expireAt(Date.now() + 47 * HOUR_MS)).toBe(0);
    expect(await usedCount(eventId, code)).toBe(1);
    expect(await expireAt(Date.now() + 49 * HOUR_MS)).toBeGreaterThanOrEqual(1);
    expect(await usedCount(eventId, code)).toBe(0);
    expect(await expireAt(Date.now() + 49 * HOUR_MS)).toBe(0);
  });
});

describe('who pays', () => {
  it('refuses a payment in a free reto', async () => {
    const eventId = await newReto(0);
    const { token } = await signedUpAthlete(cloud.url);
    expect((await callApi(cloud.url, `/api/retos/${eventId}/registration`, { method: 'POST', token, body: { code: await newCode(eventId, 1) } })).status).toBe(201);

    const answer = await pay(eventId, token, { metodo: 'oxxo_pay', intento: randomUUID() });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Este reto es gratuito: no hay nada que pagar');
  });

  it('refuses an athlete who is not a participant, and charges nothing', async () => {
    const eventId = await newReto();
    const { token } = await signedUpAthlete(cloud.url);
    const before = (await simulatorOrders(cloud.url)).length;

    const answer = await pay(eventId, token, await card());
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Usuario no autorizado para este evento');
    expect((await simulatorOrders(cloud.url)).length).toBe(before);
  });

  it('refuses an attempt without its id or with an unknown method in Spanish', async () => {
    const eventId = await newReto();
    const athlete = await registered(eventId, await newCode(eventId, 1));
    for (const body of [{ metodo: 'card', token: 'tok' }, { metodo: 'free', intento: randomUUID() }, { metodo: 'card', intento: randomUUID(), token: '' }]) {
      const answer = await callApi<ApiErrorBody>(cloud.url, `/api/retos/${eventId}/me/payment`, { method: 'POST', token: athlete.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION');
    }
  });
});
