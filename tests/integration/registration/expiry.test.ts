// OXXO vouchers that expire unpaid: the registration is cancelled and its place returned; a payment
// that arrives afterwards completes it only if a place is free, and never oversells the modality; a
// sold-out modality's waiting list is offered the places they free at once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
  simulatorOrders,
} from './registration-fixture';

const cloud = fixtureCloudForSuite();

const HOUR_MS = 3_600_000;

async function voucherFor(eventId: number) {
  const created = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
  const { registroId } = created.body;
  const issued = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'oxxo_pay', intento: randomUUID() });
  expect(issued.body.tipoConfirmacion).toBe(2);
  return { registroId, correo: issued.body.datos.correo };
}

const expireAt = async (at: Date) =>
  (await callApi<{ expired: number }>(cloud.url, '/api/fixture/expire-vouchers', { method: 'POST', body: { now: at.toISOString() } })).body.expired;

/** The simulator's order.paid for a registrant's voucher, delivered whatever its expiry. */
async function deliverPaid(registroId: string): Promise<number> {
  const order = (await simulatorOrders(cloud.url)).find((candidate) => candidate.metadata.registroId === registroId);
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: 'order.paid',
    data: { object: { id: order?.id, amount: order?.amount, metadata: order?.metadata } },
  });
  return deliverSigned(cloud.url, body);
}

describe('expiring OXXO vouchers', () => {
  it('cancels only the vouchers past their 48 hours, returns their places and tells the registrant', async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 5 }));
    const { registroId, correo } = await voucherFor(eventId);
    expect(await occupancy(cloud.url, eventId)).toBe(1);

    expect(await expireAt(new Date(Date.now() + 47 * HOUR_MS))).toBe(0);
    expect(await expireAt(new Date(Date.now() + 49 * HOUR_MS))).toBe(1);
    expect(await expireAt(new Date(Date.now() + 49 * HOUR_MS))).toBe(0);

    const cancelled = (await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, registroId)).body;
    expect(cancelled).toMatchObject({ cancelado: true, tipoConfirmacion: 0, numero: null });
    expect(await occupancy(cloud.url, eventId)).toBe(0);
    const subjects = (await mailsTo(cloud.url, correo)).map((mail) => mail.subject.split(' - ')[0]);
    expect(subjects).toEqual(['Tu ficha de pago OXXO venció', 'Ficha de pago OXXO y confirmación de registro']);

    const again = await payRegistration<{ message: string }>(cloud.url, eventId, registroId, { metodo: 'oxxo_pay', intento: randomUUID() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Tu ficha de pago venció; es necesario un nuevo registro');
  });

  it('completes a voucher paid after it expired while a place is free, and never oversells', async () => {
    // Three places: vouchers may hold two, the last is kept for an immediate payment.
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 3 }));
    const late = await voucherFor(eventId);
    const tooLate = await voucherFor(eventId);
    expect(await expireAt(new Date(Date.now() + 49 * HOUR_MS))).toBe(2);
    for (let payer = 0; payer < 2; payer += 1) {
      const byCard = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
      const paid = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, byCard.body.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
      expect(paid.status).toBe(200);
    }

    expect(await deliverPaid(late.registroId)).toBe(200);
    expect(await deliverPaid(tooLate.registroId)).toBe(200);

    const completed = (await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, late.registroId)).body;
    expect(completed).toMatchObject({ cancelado: false, tipoConfirmacion: 3, statusPago: { status: 'ok', formaPago: 'oxxo_pay' } });
    expect(completed.numero).not.toBeNull();
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, tooLate.registroId)).body).toMatchObject({ cancelado: true, numero: null });
    expect(await occupancy(cloud.url, eventId)).toBe(3);
  });

  it("offers the places they free to the sold-out modality's waiting list at once", async () => {
    const { eventId } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 3 }));
    await voucherFor(eventId);
    await voucherFor(eventId);
    const byCard = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
    await payRegistration(cloud.url, eventId, byCard.body.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
    const waiting = [`espera-a-${randomUUID().slice(0, 6)}@prueba.mx`, `espera-b-${randomUUID().slice(0, 6)}@prueba.mx`];
    for (const correo of waiting) {
      const { codigoModalidad, datos } = registrationBody();
      expect((await callApi(cloud.url, `/api/events/${eventId}/waitlist`, { method: 'POST', body: { codigoModalidad, datos: { ...datos, correo } } })).status).toBe(201);
    }

    expect(await expireAt(new Date(Date.now() + 49 * HOUR_MS))).toBe(2);
    // No run of the waiting list's job: the expiry offered both places itself.
    for (const correo of waiting) expect((await mailsTo(cloud.url, correo)).map((mail) => mail.subject.split(' - ')[0])).toContain('Se liberó un lugar para ti');
    expect(await occupancy(cloud.url, eventId)).toBe(3);
  });
});
