// Paying a registration: card approved and declined, OXXO voucher paid through the provider's
// webhook (replays change nothing), and notifications that do not verify.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedRegistration, DiscountCheckResponse, RegistrantConfirmation } from '@shared/registration/registration-api';
import { callApi } from '../../support/accounts';
import {
  cardToken,
  confirmationOf,
  DECLINED_CARD,
  mailsTo,
  occupancy,
  payRegistration,
  register,
  registrationBody,
  registrationEvent,
  registryConfigFor,
  simulatorOrders,
  type RegistrationEvent,
} from './registration-fixture';

const cloudUrl = inject('cloudUrl');

let race: RegistrationEvent;
beforeAll(async () => {
  race = await registrationEvent(cloudUrl, registryConfigFor({ capacidad: 50, inicio: 1000 }));
});

async function draft(correo = `pago-${randomUUID().slice(0, 8)}@prueba.mx`) {
  const body = registrationBody();
  body.datos.correo = correo;
  const created = await register<CreatedRegistration>(cloudUrl, race.eventId, body);
  expect(created.status).toBe(201);
  return { registroId: created.body.registroId, order: created.body.order, correo };
}

const mailTypes = async (correo: string) => (await mailsTo(cloudUrl, correo)).map((mail) => mail.subject.split(' - ')[0]);

describe('POST /api/events/{eventId}/registrations/{registroId}/payment by card', () => {
  it('completes an approved charge with its folio, the card data and mail type 4', async () => {
    const { registroId, order, correo } = await draft();
    const before = await occupancy(cloudUrl, race.eventId);

    const paid = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });

    expect(paid.status).toBe(200);
    expect(paid.body.tipoConfirmacion).toBe(3);
    expect(paid.body.numero).toBeGreaterThanOrEqual(1000);
    expect(paid.body.statusPago).toMatchObject({ status: 'ok', formaPago: 'card', formaInscripcion: 'en linea', last4: '4242', brand: 'visa', amount: order.totalPesos });
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before + 1);
    expect((await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, registroId)).body).toEqual(paid.body);
    expect(await mailTypes(correo)).toEqual(['Inscripción confirmada y pago recibido']);
    const [mail] = await mailsTo(cloudUrl, correo);
    expect(mail?.text).toContain(`${cloudUrl}/detalle-inscrito?event=${race.eventId}&registry=${registroId}`);
    expect(mail?.text).toContain(`Folio: ${paid.body.numero}`);
    expect(mail?.html).toContain(`<td>${paid.body.numero}</td>`);
  });

  it('answers a declined card with the provider message, gives the place back and lets a new attempt pay', async () => {
    const { registroId, correo } = await draft();
    const before = await occupancy(cloudUrl, race.eventId);

    const declined = await payRegistration<ApiErrorBody>(cloudUrl, race.eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl, DECLINED_CARD) });

    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Error procesando el pago: La tarjeta fue declinada.');
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before);
    const pending = await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, registroId);
    expect(pending.body).toMatchObject({ numero: null, tipoConfirmacion: 0 });

    const retried = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(retried.status).toBe(200);
    expect(retried.body.tipoConfirmacion).toBe(3);
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before + 1);
    expect(await mailTypes(correo)).toEqual(['Inscripción confirmada y pago recibido']);
  });

  it('charges the same attempt sent twice at once only once: the copy is told at once it is in progress, and answered once it settled', async () => {
    const { registroId, correo } = await draft();
    const payment = { metodo: 'card' as const, intento: randomUUID(), token: await cardToken(cloudUrl) };

    const answers = await Promise.all([0, 1].map(() => payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, payment)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const paid = answers.find((answer) => answer.status === 200);
    const again = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, payment);
    expect(again.status).toBe(200);
    expect(again.body.numero).toBe(paid?.body.numero);
    const charges = (await simulatorOrders(cloudUrl)).filter((order) => order.metadata.registroId === registroId);
    expect(charges).toHaveLength(1);
    expect(await mailTypes(correo)).toEqual(['Inscripción confirmada y pago recibido']);
  });

  it('answers a paid registrant with its confirmation and charges nothing more', async () => {
    const { registroId } = await draft();
    const first = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });

    const again = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });

    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await simulatorOrders(cloudUrl)).filter((order) => order.metadata.registroId === registroId)).toHaveLength(1);
  });

  it('refuses a free payment of an order that costs something', async () => {
    const { registroId } = await draft();
    const free = await payRegistration<ApiErrorBody>(cloudUrl, race.eventId, registroId, { metodo: 'free', intento: randomUUID() });
    expect(free.status).toBe(400);
    expect(free.body.message).toBe('Método de pago no disponible para este registro');
  });

  it('answers 404 in Spanish for a registrant that does not exist', async () => {
    const missing = await payRegistration<ApiErrorBody>(cloudUrl, race.eventId, randomUUID(), { metodo: 'free', intento: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Registro no encontrado');
  });
});

describe('a discount code used up between the draft and its payment', () => {
  it('answers 409 saying what to do, charging and holding nothing', async () => {
    const codes = { codigosDescuento: [{ codigo: 'UNICO', tipo: 'porcentaje', valor: 10, usosMaximos: 1 }], formasDePago: { tarjeta: true, oxxo: true, codigoDescuento: true } };
    const { eventId } = await registrationEvent(cloudUrl, registryConfigFor(codes));
    const [first, second] = await Promise.all([0, 1].map(async () => (await register<CreatedRegistration>(cloudUrl, eventId, registrationBody({ codigoDescuento: 'UNICO' }))).body.registroId));
    const paid = await payRegistration(cloudUrl, eventId, first ?? '', { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(paid.status).toBe(200);

    const refused = await payRegistration<ApiErrorBody>(cloudUrl, eventId, second ?? '', { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'DISCOUNT_USED_UP', message: 'El código de descuento ya no está disponible; regresa y quítalo para continuar.' });

    // A check of the used-up code answers as one of a code that never existed: a guesser learns nothing.
    const { datos, moneda, codigoModalidad, rama, codigoCategoria, productos } = registrationBody();
    const checkOf = (codigo: string) =>
      callApi<DiscountCheckResponse>(cloudUrl, `/api/events/${eventId}/registrations/discount`, {
        method: 'POST',
        body: { codigo, correo: datos.correo, datos: { fechaNacimiento: datos.fechaNacimiento, genero: datos.genero }, moneda, codigoModalidad, rama, codigoCategoria, productos },
      });
    const [usedUp, unknown] = await Promise.all([checkOf('UNICO'), checkOf('NOEXISTE')]);
    expect(usedUp.body).toEqual({ valid: false, text: 'Código inválido', amount: 0 });
    expect(usedUp.body).toEqual(unknown.body);
    expect(await occupancy(cloudUrl, eventId)).toBe(1);
    expect((await simulatorOrders(cloudUrl)).filter((order) => order.metadata.registroId === second)).toHaveLength(0);
  });
});

describe('OXXO vouchers', () => {
  it('issues a voucher holding the place, and completes with a folio when the provider reports it paid', async () => {
    const { registroId, order, correo } = await draft();
    const before = await occupancy(cloudUrl, race.eventId);

    const issued = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, { metodo: 'oxxo_pay', intento: randomUUID() });

    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ tipoConfirmacion: 2, numero: null, statusPago: { status: 'pendiente', formaPago: 'oxxo_pay' } });
    expect(issued.body.voucher?.monto).toBe(order.totalPesos);
    const hours = (Date.parse(issued.body.voucher?.expiraEn ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47);
    expect(hours).toBeLessThanOrEqual(48);
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before + 1);
    expect(await mailTypes(correo)).toEqual(['Ficha de pago OXXO y confirmación de registro']);
    expect((await mailsTo(cloudUrl, correo))[0]?.text).toContain(issued.body.voucher?.referencia ?? 'sin referencia');

    const reference = issued.body.voucher?.referencia ?? '';
    const paidAtStore = await callApi<{ webhookStatus: number }>(cloudUrl, `/local/payments/oxxo/${reference}/pay`, { method: 'POST', body: {} });
    expect(paidAtStore.body.webhookStatus).toBe(200);

    const paid = (await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, registroId)).body;
    expect(paid).toMatchObject({ tipoConfirmacion: 3, statusPago: { status: 'ok', formaPago: 'oxxo_pay', amount: order.totalPesos } });
    expect(paid.numero).toBeGreaterThanOrEqual(1000);
    expect(await occupancy(cloudUrl, race.eventId)).toBe(before + 1);
    expect(await mailTypes(correo)).toEqual(['Inscripción confirmada y pago recibido', 'Ficha de pago OXXO y confirmación de registro']);

    // The provider delivers the same notification again: nothing changes.
    const replayed = await callApi<{ webhookStatus: number }>(cloudUrl, `/local/payments/oxxo/${reference}/pay`, { method: 'POST', body: {} });
    expect(replayed.body.webhookStatus).toBe(200);
    expect((await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, registroId)).body).toEqual(paid);
    expect(await mailTypes(correo)).toHaveLength(2);
  });

  it('answers the same voucher again to a repeated request, issuing one order', async () => {
    const { registroId } = await draft();
    const intento = randomUUID();
    const first = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, { metodo: 'oxxo_pay', intento });
    const again = await payRegistration<RegistrantConfirmation>(cloudUrl, race.eventId, registroId, { metodo: 'oxxo_pay', intento: randomUUID() });
    expect(again.body.voucher).toEqual(first.body.voucher);
    expect((await simulatorOrders(cloudUrl)).filter((order) => order.metadata.registroId === registroId)).toHaveLength(1);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a notification whose signature does not verify, storing nothing', async () => {
    const { registroId } = await draft();
    const body = { id: `evt_${randomUUID()}`, type: 'order.paid', data: { object: { id: 'ord_falsa', amount: 1, metadata: { eventId: String(race.eventId), registroId } } } };
    const unsigned = await callApi<ApiErrorBody>(cloudUrl, '/api/payments/webhook', { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    expect((await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, registroId)).body.tipoConfirmacion).toBe(0);
  });
});
