// Changes by the athlete against the local cloud (docs/registration.md, Transfers and modality
// changes): a transfer paid by the new athlete changes hands once however often it is sent, with a
// new folio and both mails; a modality change charges the difference plus the fee to the cent and
// moves the place, a declined card charges nothing; staff undo it once; a cancelled transfer cannot be paid;
// once transferred, the old holder's link opens nothing and the new holder's does.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { ChangeView } from '@shared/registration/change-api';
import { changeApiMessages } from '@shared/registration/change-texts';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import type { RegistrantChange, RegistrantDetail } from '@shared/registration/registrant-admin-api';
import type { CreatedRegistration, RegistrantConfirmation, RegistrationView } from '@shared/registration/registration-api';
import type { Modality } from '@shared/results/event-schemas';
import { callApi } from '../../support/accounts';
import { cardToken, confirmationOf, DECLINED_CARD, mailsTo, MODALITY, payRegistration, register, registrationBody, registrationEvent, registryConfigFor, simulatorOrders, tenK } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

const FIVE_K = '5K';
const fiveK: Modality = { ...tenK, codigoModalidad: FIVE_K, descripcionModalidad: '5 kilómetros', kilometro: 5 };

/** The 10K at 450.00 (folios 1–100) and the 5K at 550.00 (folios 501–600); transfers 150.00 with a new folio, modality changes 50.00. */
function changesConfig(cambios: Record<string, unknown>) {
  const base = registryConfigFor();
  const tenKConfig = base.configModalidad[MODALITY]!;
  const fiveKPrice = { preventa_1: { precio_1: 55_000 }, listaPrecios: { general: [{ desde: '2020-01-01T00:00:00Z', hasta: '2030-03-01T00:00:00Z', precio: 55_000 }] } };
  return { ...base, configModalidad: { [MODALITY]: tenKConfig, [FIVE_K]: { ...tenKConfig, precio: fiveKPrice, folios: { capacidad: 100, inicio: 501 } } }, cambios };
}

const ALLOWED = {
  traspasos: { permitidos: true, cuota: 15_000, folio: 'nuevo' },
  cambioModalidad: { permitidos: true, cuota: 5_000 },
};

async function changesEvent(cambios: Record<string, unknown> = ALLOWED) {
  const setup = await registrationEvent(cloudUrl, changesConfig(cambios));
  expect((await callApi(cloudUrl, `/api/events/${setup.eventId}/sections/modalidades`, { method: 'PUT', token: setup.token, body: [tenK, fiveK] })).status).toBe(200);
  return setup;
}

/** A 10K registration paid by card. */
async function paidRegistrant(eventId: number): Promise<RegistrantConfirmation> {
  const created = await register<CreatedRegistration>(cloudUrl, eventId, registrationBody());
  const paid = await payRegistration<RegistrantConfirmation>(cloudUrl, eventId, created.body.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
  expect(paid.status).toBe(200);
  return paid.body;
}

const start = (eventId: number, registroId: string, body: unknown) =>
  callApi<ChangeView & ApiErrorBody>(cloudUrl, `/api/events/${eventId}/registrations/${registroId}/changes`, { method: 'POST', body });
const pay = (eventId: number, cambioId: string, body: unknown) => callApi<ChangeView & ApiErrorBody>(cloudUrl, `/api/events/${eventId}/changes/${cambioId}/payment`, { method: 'POST', body });
const ordersOf = async (cambioId: string) => (await simulatorOrders(cloudUrl)).filter((order) => order.metadata.registroId === `cambio:${cambioId}`);
const places = async (eventId: number) => (await callApi<RegistrationView>(cloudUrl, `/api/events/${eventId}/registration`)).body.ocupacion;

const newAthlete = () => ({ correo: `nueva-${randomUUID().slice(0, 8)}@prueba.mx`, nombres: 'Mariana', apellidos: 'Vega Luna', telefono: '5587654321', fechaNacimiento: '1985-03-09', genero: 'F' as const });

describe('a transfer', () => {
  it('changes hands once when the new athlete pays, however often the payment is sent', async () => {
    const { eventId } = await changesEvent();
    const holder = await paidRegistrant(eventId);
    const started = await start(eventId, holder.registroId, { tipo: 'traspaso' });
    expect(started.status).toBe(201);
    // 150.00 and its 7 % online fee, to the cent.
    expect(started.body.order.lines.map((line) => [line.code, line.unit_price])).toEqual([
      ['cuotaTraspaso', 15_000],
      ['comision', 1_050],
    ]);
    expect(started.body.order.total).toBe(16_050);
    // One change pending at a time.
    expect((await start(eventId, holder.registroId, { tipo: 'traspaso' })).body.message).toBe(changeApiMessages.pendingExists);

    const datos = newAthlete();
    const request = { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl), datos };
    const answers = await Promise.all([pay(eventId, started.body.cambioId, request), pay(eventId, started.body.cambioId, request)]);
    // A double click: one is paid, the other is told a payment is in progress or answered the same.
    expect(answers.map((answer) => answer.status).sort()).toEqual(answers.some((answer) => answer.status === 409) ? [200, 409] : [200, 200]);
    // The attempt that paid is answered the new holder's link, again when it is sent again; any other attempt is not.
    const paidLink = answers.find((answer) => answer.status === 200)?.body.enlace;
    expect(paidLink).toMatch(new RegExp(`^${holder.registroId}\\.[A-Za-z0-9_-]{24}$`));
    expect((await pay(eventId, started.body.cambioId, request)).body.enlace).toBe(paidLink);
    const again = await pay(eventId, started.body.cambioId, { ...request, intento: randomUUID() });
    expect([again.status, again.body.estado, again.body.enlace]).toEqual([200, 'aplicado', undefined]);
    const orders = await ordersOf(started.body.cambioId);
    expect(orders.map((order) => [order.status, order.amount])).toEqual([['paid', 16_050]]);

    const now = (await confirmationOf<RegistrantConfirmation>(cloudUrl, eventId, paidLink ?? '')).body;
    expect([now.datos.correo, now.datos.nombres, now.modalidad.codigoModalidad, now.enlace]).toEqual([datos.correo, 'Mariana', MODALITY, paidLink]);
    expect(now.numero).not.toBe(holder.numero);
    expect(now.cambios?.pendiente).toBeUndefined();
    expect((await mailsTo(cloudUrl, holder.datos.correo)).some((mail) => mail.subject.includes('fue traspasada'))).toBe(true);
    // The new holder's mail names the folio the transfer drew.
    expect((await mailsTo(cloudUrl, datos.correo)).find((mail) => mail.subject.includes('(traspaso)'))?.text).toContain(`Folio: ${now.numero}.`);
  });

  it("stops the old holder's link on every public route, opens the new holder's, and staff's undo gives the link back", async () => {
    const { eventId, token } = await changesEvent();
    const holder = await paidRegistrant(eventId);
    expect(holder.enlace).toBe(holder.registroId);
    const { body: change } = await start(eventId, holder.registroId, { tipo: 'traspaso' });
    const datos = newAthlete();
    const request = { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl), datos };
    const paid = await pay(eventId, change.cambioId, request);
    const newLink = paid.body.enlace ?? '';
    expect([paid.status, newLink.startsWith(`${holder.registroId}.`)]).toEqual([200, true]);

    // The old link: the page read, a change started or cancelled, a payment; 410 with the notice and nothing of the new holder.
    const refusedOld = [
      await confirmationOf<ApiErrorBody>(cloudUrl, eventId, holder.registroId),
      await start(eventId, holder.registroId, { tipo: 'traspaso' }),
      await callApi<ApiErrorBody>(cloudUrl, `/api/events/${eventId}/registrations/${holder.registroId}/changes/${change.cambioId}`, { method: 'DELETE' }),
      await payRegistration<ApiErrorBody>(cloudUrl, eventId, holder.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) }),
      // A key made up, or the right registroId with a key one character off.
      await confirmationOf<ApiErrorBody>(cloudUrl, eventId, `${holder.registroId}.${'A'.repeat(24)}`),
    ];
    for (const answer of refusedOld) {
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([410, 'REGISTRATION_TRANSFERRED', registrationApiMessages.registrationTransferred]);
      expect(JSON.stringify(answer.body)).not.toContain(datos.correo);
    }
    // The change's link, which the old holder knows too, names no link to the registration.
    const read = await callApi<ChangeView>(cloudUrl, `/api/events/${eventId}/changes/${change.cambioId}`);
    expect([read.body.estado, read.body.enlace]).toEqual(['aplicado', undefined]);

    // The new link: the page, the new holder's mail, and a change of their own.
    const mine = await confirmationOf<RegistrantConfirmation>(cloudUrl, eventId, newLink);
    expect([mine.status, mine.body.datos.correo, mine.body.enlace]).toEqual([200, datos.correo, newLink]);
    const mail = (await mailsTo(cloudUrl, datos.correo)).find((sent) => sent.subject.includes('(traspaso)'));
    expect(mail?.text).toContain(`registry=${encodeURIComponent(newLink)}`);
    expect((await mailsTo(cloudUrl, holder.datos.correo)).find((sent) => sent.subject.includes('fue traspasada'))?.text).not.toContain('registry=');
    const own = await start(eventId, newLink, { tipo: 'modalidad', codigoModalidad: FIVE_K });
    expect(own.status).toBe(201);
    expect((await callApi<ChangeView>(cloudUrl, `/api/events/${eventId}/registrations/${newLink}/changes/${own.body.cambioId}`, { method: 'DELETE' })).body.estado).toBe('cancelado');

    // Staff undo the transfer: the registration, and its link, go back to the one who gave it away.
    const { body: detail } = await callApi<RegistrantDetail>(cloudUrl, `/api/events/${eventId}/registrants/${holder.registroId}`, { token });
    const undo = await callApi<RegistrantChange>(cloudUrl, `/api/events/${eventId}/registrants/${holder.registroId}/changes/${change.cambioId}/undo`, { method: 'POST', token, body: { revision: detail.revision } });
    expect(undo.status).toBe(200);
    const back = await confirmationOf<RegistrantConfirmation>(cloudUrl, eventId, holder.registroId);
    expect([back.status, back.body.datos.correo, back.body.enlace]).toEqual([200, holder.datos.correo, holder.registroId]);
    expect((await confirmationOf<ApiErrorBody>(cloudUrl, eventId, newLink)).status).toBe(410);
  });

  it('once cancelled, cannot be paid', async () => {
    const { eventId } = await changesEvent();
    const holder = await paidRegistrant(eventId);
    const { body: change } = await start(eventId, holder.registroId, { tipo: 'traspaso' });
    const cancel = () => callApi<ChangeView>(cloudUrl, `/api/events/${eventId}/registrations/${holder.registroId}/changes/${change.cambioId}`, { method: 'DELETE' });
    expect((await cancel()).body.estado).toBe('cancelado');
    expect((await cancel()).status).toBe(200);
    const paid = await pay(eventId, change.cambioId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl), datos: newAthlete() });
    expect([paid.status, paid.body.message]).toEqual([409, changeApiMessages.notPending]);
    expect(await ordersOf(change.cambioId)).toEqual([]);
  });
});

describe('a modality change', () => {
  it('charges the difference plus the fee, moves the place, and staff undo it once', async () => {
    const { eventId, token } = await changesEvent();
    const holder = await paidRegistrant(eventId);
    const { body: change } = await start(eventId, holder.registroId, { tipo: 'modalidad', codigoModalidad: FIVE_K });
    // 550.00 − 450.00 + 50.00, and 7 % of 150.00.
    expect(change.order.lines.map((line) => [line.code, line.unit_price])).toEqual([
      ['diferencia', 10_000],
      ['cuotaCambio', 5_000],
      ['comision', 1_050],
    ]);
    const declined = await pay(eventId, change.cambioId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl, DECLINED_CARD) });
    expect(declined.status).toBe(402);
    const paid = await pay(eventId, change.cambioId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect([paid.status, paid.body.estado]).toEqual([200, 'aplicado']);
    // Two orders (the simulator lists the newest first): the declined card's and the paid one's.
    expect((await ordersOf(change.cambioId)).map((order) => [order.status, order.amount])).toEqual([
      ['paid', 16_050],
      ['declined', 16_050],
    ]);
    expect(await places(eventId)).toMatchObject({ [MODALITY]: { inscritos: 0 }, [FIVE_K]: { inscritos: 1 } });
    const moved = (await confirmationOf<RegistrantConfirmation>(cloudUrl, eventId, holder.registroId)).body;
    expect([moved.modalidad.codigoModalidad, moved.numero]).toEqual([FIVE_K, 501]);

    const { body: detail } = await callApi<RegistrantDetail>(cloudUrl, `/api/events/${eventId}/registrants/${holder.registroId}`, { token });
    expect(detail.changesRegistry.map((entry) => [entry.action, entry.cambioId])).toEqual([[31, change.cambioId]]);
    const undo = () => callApi<RegistrantChange & ApiErrorBody>(cloudUrl, `/api/events/${eventId}/registrants/${holder.registroId}/changes/${change.cambioId}/undo`, { method: 'POST', token, body: { revision: detail.revision } });
    const [first, second] = await Promise.all([undo(), undo()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await places(eventId)).toMatchObject({ [MODALITY]: { inscritos: 1 }, [FIVE_K]: { inscritos: 0 } });
    const back = (await confirmationOf<RegistrantConfirmation>(cloudUrl, eventId, holder.registroId)).body;
    expect(back.modalidad.codigoModalidad).toBe(MODALITY);
  });
});
