// Card payments whose request stopped (a crash): after the charge, the provider's order.paid
// notification completes the registration the attempt left, once, however often it comes; after the
// hold, the sweep gives the place back once the hold is older than any payment runs, unless the
// provider says it was paid.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CardChargeResult } from '@lambdas/payments/payment-provider';
import type { SimulatedOrder } from '@lambdas/payments/simulator-contract';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import { callApi } from '../../support/accounts';
import {
  cardToken,
  confirmationOf,
  deliverSigned,
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

/** Its request stopped `claimedMsAgo` ago (its notification then waits for nothing), or just now (it waits for the attempt). */
const payAndStop = async <T>(eventId: number, registroId: string, stopAfter: 'hold' | 'charge', claimedMsAgo = 0) =>
  callApi<T>(cloud.url, '/api/fixture/pay-and-stop', { method: 'POST', body: { eventId, registroId, intento: randomUUID(), token: await cardToken(cloud.url), stopAfter, claimedMsAgo } });

const releaseHoldsAt = async (at: Date) =>
  (await callApi<{ released: number }>(cloud.url, '/api/fixture/release-holds', { method: 'POST', body: { now: at.toISOString() } })).body.released;

/** The order.paid Conekta sends for a card order: the order with its paid card charge. */
const cardPaidEvent = (order: Pick<SimulatedOrder, 'id' | 'chargeId' | 'amount' | 'metadata' | 'card'>, id = `evt_${randomUUID()}`) =>
  JSON.stringify({
    id,
    type: 'order.paid',
    data: {
      object: {
        id: order.id,
        object: 'order',
        amount: order.amount,
        metadata: order.metadata,
        charges: { data: [{ id: order.chargeId, amount: order.amount, payment_method: { object: 'card_payment', type: 'credit', ...order.card } }] },
      },
    },
  });

describe('a card order paid at the provider and not completed here', () => {
  it('is completed by its order.paid notification, once, and the attempt is not charged again', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 5, inicio: 500 }));
    const created = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
    const { registroId } = created.body;
    await setSimulatorWebhooks(cloud.url, false);
    const charged = await payAndStop<CardChargeResult>(eventId, registroId, 'charge', 3 * MINUTE_MS);
    await setSimulatorWebhooks(cloud.url, true);
    expect(charged.body.ok).toBe(true);
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body).toMatchObject({ tipoConfirmacion: 0, numero: null });
    const [order] = (await simulatorOrders(cloud.url)).filter((candidate) => candidate.metadata.registroId === registroId);
    if (!order) throw new Error('the simulator holds the charged order');

    const notification = cardPaidEvent(order);
    expect(await deliverSigned(cloud.url, notification)).toBe(200);

    const completed = (await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body;
    expect(completed).toMatchObject({
      tipoConfirmacion: 3,
      statusPago: { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea', idOperacion: order.chargeId, last4: '4242', brand: 'visa', amount: created.body.order.totalPesos },
    });
    expect(completed.numero).toBeGreaterThanOrEqual(500);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    const subjects = async () => (await mailsTo(cloud.url, completed.datos.correo)).map((mail) => mail.subject.split(' - ')[0]);
    expect(await subjects()).toEqual(['Inscripción confirmada y pago recibido']);

    // Delivered again, and as another event of the same payment: nothing changes.
    expect(await deliverSigned(cloud.url, notification)).toBe(200);
    expect(await deliverSigned(cloud.url, cardPaidEvent(order))).toBe(200);
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body).toEqual(completed);
    expect(await subjects()).toHaveLength(1);

    const again = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(completed);
    expect((await simulatorOrders(cloud.url)).filter((candidate) => candidate.metadata.registroId === registroId)).toHaveLength(1);
  });
});

describe('a place held by a payment cut short', () => {
  it('is given back by the sweep once older than the limit, and the athlete can pay again', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 1, inicio: 700 }));
    const stopped = (await register<CreatedRegistration>(cloud.url, eventId, registrationBody())).body.registroId;
    expect((await payAndStop<{ held: boolean }>(eventId, stopped, 'hold')).body.held).toBe(true);
    expect(await occupancy(cloud.url, eventId)).toBe(1);

    // The only place is held: another athlete is told it is sold out.
    const refused = await register<{ code: string }>(cloud.url, eventId, registrationBody());
    expect([refused.status, refused.body.code]).toEqual([409, 'SOLD_OUT']);

    // Within the limit the hold stands; past it, the place goes back, once.
    expect(await releaseHoldsAt(new Date(Date.now() + 10 * MINUTE_MS))).toBe(0);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    expect(await releaseHoldsAt(new Date(Date.now() + 16 * MINUTE_MS))).toBe(1);
    expect(await occupancy(cloud.url, eventId)).toBe(0);
    expect(await releaseHoldsAt(new Date(Date.now() + 30 * MINUTE_MS))).toBe(0);

    const other = (await register<CreatedRegistration>(cloud.url, eventId, registrationBody())).body.registroId;
    const paid = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, other, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ tipoConfirmacion: 3, numero: 700 });
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    // A completed registration is no open hold: the sweep leaves it alone.
    expect(await releaseHoldsAt(new Date(Date.now() + 60 * MINUTE_MS))).toBe(0);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });

  it('leaves unpaid vouchers to their own expiry', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 3, inicio: 800 }));
    const { registroId } = (await register<CreatedRegistration>(cloud.url, eventId, registrationBody())).body;
    const voucher = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'oxxo_pay', intento: randomUUID() });
    expect(voucher.body.tipoConfirmacion).toBe(2);
    expect(await releaseHoldsAt(new Date(Date.now() + 60 * MINUTE_MS))).toBe(0);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });

  it('charged before it stopped: the sweep finds the charge at the provider and completes the registration instead', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 2, inicio: 900 }));
    const { registroId } = (await register<CreatedRegistration>(cloud.url, eventId, registrationBody())).body;
    // Its claim is fresh: the simulator's notification waits for the attempt, which never ends.
    expect((await payAndStop<CardChargeResult>(eventId, registroId, 'charge')).body.ok).toBe(true);
    expect(await releaseHoldsAt(new Date(Date.now() + 10 * MINUTE_MS))).toBe(0);

    expect((await callApi<{ released: number; completed: number }>(cloud.url, '/api/fixture/release-holds', { method: 'POST', body: { now: new Date(Date.now() + 16 * MINUTE_MS).toISOString() } })).body).toEqual({ released: 0, completed: 1 });
    const [order] = (await simulatorOrders(cloud.url)).filter((candidate) => candidate.metadata.registroId === registroId);
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body).toMatchObject({ tipoConfirmacion: 3, numero: 900, statusPago: { idOperacion: order?.chargeId } });
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });

  it('paid once its place went back: order.paid holds a place again', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 2, inicio: 950 }));
    const created = (await register<CreatedRegistration>(cloud.url, eventId, registrationBody())).body;
    const { registroId } = created;
    expect((await payAndStop<{ held: boolean }>(eventId, registroId, 'hold')).body.held).toBe(true);
    expect(await releaseHoldsAt(new Date(Date.now() + 16 * MINUTE_MS))).toBe(1);
    expect(await occupancy(cloud.url, eventId)).toBe(0);

    // A charge the provider reports only now (its order search was behind when the sweep asked).
    const late = { id: `ord_${randomUUID()}`, chargeId: `chr_${randomUUID()}`, amount: created.order.totalPesos, metadata: { eventId: String(eventId), registroId, intento: randomUUID() }, card: { brand: 'visa', last4: '4242', name: 'Lucía' } };
    expect(await deliverSigned(cloud.url, cardPaidEvent(late))).toBe(200);
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body).toMatchObject({ tipoConfirmacion: 3, numero: 950, statusPago: { idOperacion: late.chargeId } });
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });
});
