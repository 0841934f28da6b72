// Payments interrupted at each window a crash leaves (a request stopped after the hold, after the card
// charge, after the OXXO order), checked afterwards as the crash-safety bar asks: no charge without
// its registration, no second charge not flagged for a refund, no place held past the bound, every
// completed registrant mailed once. The stop is the fixture's pay-and-stop route; the simulator's
// notifications are turned off where they stand for ones lost with the crash.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListedOrder } from '@infra/local/payment-simulator';
import type { CardChargeResult } from '@lambdas/payments/payment-provider';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';
import type { RegistrantDetail } from '@shared/registration/registrant-admin-api';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import { callApi } from '../../support/accounts';
import {
  cardToken,
  confirmationOf,
  fixtureCloudForSuite,
  mailsTo,
  occupancy,
  payRegistration,
  register,
  registrationBody,
  registrationEvent,
  registryConfigFor,
  setSimulatorWebhooks,
  simulatorOrders,
} from './registration-fixture';

const cloud = fixtureCloudForSuite();

const MINUTE_MS = 60_000;
/** Its request stopped long enough ago that its claim counts as cut short. */
const CUT_SHORT_MS = STALE_CLAIM_MS + MINUTE_MS;

afterEach(() => setSimulatorWebhooks(cloud.url, true));

const payAndStop = async <T>(eventId: number, registroId: string, stopAfter: 'hold' | 'charge' | 'voucher', { intento = randomUUID(), claimedMsAgo = 0 } = {}) =>
  (await callApi<T>(cloud.url, '/api/fixture/pay-and-stop', { method: 'POST', body: { eventId, registroId, intento, token: await cardToken(cloud.url), stopAfter, claimedMsAgo } })).body;

const sweepAt = async (at: Date) => (await callApi<{ released: number; completed: number }>(cloud.url, '/api/fixture/release-holds', { method: 'POST', body: { now: at.toISOString() } })).body;

const ordersOf = async (registroId: string): Promise<ListedOrder[]> => (await simulatorOrders(cloud.url)).filter((order) => order.metadata.registroId === registroId);

const paidOrdersOf = async (registroId: string) => (await ordersOf(registroId)).filter((order) => order.status === 'paid');

async function newRegistrant(eventId: number): Promise<CreatedRegistration> {
  const created = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
  expect(created.status).toBe(201);
  return created.body;
}

const confirmation = async (eventId: number, registroId: string) => (await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body;

async function mailSubjects(correo: string): Promise<string[]> {
  return (await mailsTo(cloud.url, correo)).map((mail) => mail.subject.split(' - ')[0] ?? '');
}

describe('finding 1: a card charged by an attempt that stopped before its folio', () => {
  it('is completed by the simulator’s order.paid, as Conekta sends it, with no one paying again', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 5, inicio: 100 }));
    const { registroId } = await newRegistrant(eventId);

    expect((await payAndStop<CardChargeResult>(eventId, registroId, 'charge', { claimedMsAgo: CUT_SHORT_MS })).ok).toBe(true);

    // The webhook accepted the simulator's notification: it completed the registration first.
    await expect.poll(async () => (await ordersOf(registroId))[0]?.webhookStatus, { timeout: 20_000, interval: 250 }).toBe(200);
    const [order] = await ordersOf(registroId);
    const done = await confirmation(eventId, registroId);
    expect(done).toMatchObject({ numero: 100, statusPago: { status: 'ok', idOperacion: order?.chargeId } });
    expect(await mailSubjects(done.datos.correo)).toEqual(['Inscripción confirmada y pago recibido']);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });

  it('its notification lost, the athlete’s next press completes with that charge and charges nothing more', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 5, inicio: 200 }));
    const { registroId } = await newRegistrant(eventId);
    await setSimulatorWebhooks(cloud.url, false);
    const first = await payAndStop<CardChargeResult>(eventId, registroId, 'charge', { claimedMsAgo: CUT_SHORT_MS });
    if (!first.ok) throw new Error('the first attempt was charged');

    // The SPA makes a new attempt, with a new token.
    const again = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ tipoConfirmacion: 3, numero: 200, statusPago: { status: 'ok', idOperacion: first.chargeId } });
    expect(await paidOrdersOf(registroId)).toHaveLength(1);
    expect(await ordersOf(registroId)).toHaveLength(1);
    expect(await mailSubjects(again.body.datos.correo)).toEqual(['Inscripción confirmada y pago recibido']);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });

  it('charged twice by two attempts that stopped: completed with one charge, the other flagged for a refund', async () => {
    const { eventId, token } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 5, inicio: 300 }));
    const { registroId } = await newRegistrant(eventId);
    await setSimulatorWebhooks(cloud.url, false);
    expect((await payAndStop<CardChargeResult>(eventId, registroId, 'charge', { claimedMsAgo: 2 * CUT_SHORT_MS })).ok).toBe(true);
    expect((await payAndStop<CardChargeResult>(eventId, registroId, 'charge', { claimedMsAgo: CUT_SHORT_MS })).ok).toBe(true);

    expect(await sweepAt(new Date(Date.now() + 16 * MINUTE_MS))).toEqual({ released: 0, completed: 1 });

    const paid = await paidOrdersOf(registroId);
    expect(paid).toHaveLength(2);
    const done = await confirmation(eventId, registroId);
    expect(done.tipoConfirmacion).toBe(3);
    expect(paid.map((order) => order.chargeId)).toContain(done.statusPago.idOperacion);
    const detail = await callApi<RegistrantDetail>(cloud.url, `/api/events/${eventId}/registrants/${registroId}`, { token });
    expect(detail.body.reembolsar).toBe(true);
    expect(await mailSubjects(done.datos.correo)).toEqual(['Inscripción confirmada y pago recibido']);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });
});

describe('finding 3: places held by payments cut short at every window', () => {
  it('are settled once past the bound: paid ones completed, the rest given back, and the modality is not sold out', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 3, inicio: 400 }));
    const [held, charged, voucher] = [await newRegistrant(eventId), await newRegistrant(eventId), await newRegistrant(eventId)];
    await setSimulatorWebhooks(cloud.url, false);
    expect(await payAndStop<{ held: boolean }>(eventId, held.registroId, 'hold')).toEqual({ held: true });
    expect((await payAndStop<CardChargeResult>(eventId, charged.registroId, 'charge')).ok).toBe(true);
    expect(await payAndStop<{ ok: boolean }>(eventId, voucher.registroId, 'voucher')).toMatchObject({ ok: true });
    expect(await occupancy(cloud.url, eventId)).toBe(3);
    const refused = await register<{ code: string }>(cloud.url, eventId, registrationBody());
    expect([refused.status, refused.body.code]).toEqual([409, 'SOLD_OUT']);

    // Within the bound nothing moves; past it, every hold is settled, once.
    expect(await sweepAt(new Date(Date.now() + 10 * MINUTE_MS))).toEqual({ released: 0, completed: 0 });
    expect(await sweepAt(new Date(Date.now() + 16 * MINUTE_MS))).toEqual({ released: 2, completed: 1 });
    expect(await sweepAt(new Date(Date.now() + 30 * MINUTE_MS))).toEqual({ released: 0, completed: 0 });

    expect(await confirmation(eventId, charged.registroId)).toMatchObject({ tipoConfirmacion: 3, numero: 400 });
    for (const { registroId } of [held, voucher]) expect((await confirmation(eventId, registroId)).numero).toBeNull();
    // Places held equal folios given: none is held without one.
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    const next = await newRegistrant(eventId);
    const paid = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, next.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
    expect(paid.body).toMatchObject({ tipoConfirmacion: 3, numero: 401 });
  });
});

describe('finding 4: the same attempt sent again while the claim its stopped request left stands', () => {
  it('is answered at once with 409 PAYMENT_IN_PROGRESS and when to try again, charging nothing', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 5, inicio: 500 }));
    const { registroId } = await newRegistrant(eventId);
    const intento = randomUUID();
    expect((await payAndStop<CardChargeResult>(eventId, registroId, 'charge', { intento })).ok).toBe(true);

    for (const attempt of [intento, randomUUID()]) {
      const started = Date.now();
      const answer = await fetch(`${cloud.url}/api/events/${eventId}/registrations/${registroId}/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ metodo: 'card', intento: attempt, token: await cardToken(cloud.url) }),
      });
      // Well inside the 10 s AWS gives the function: nothing waits for the stopped request.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS', message: 'Pago en proceso, espera un momento' });
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(STALE_CLAIM_MS / 1000);
    }
    expect(await ordersOf(registroId)).toHaveLength(1);
  });
});
