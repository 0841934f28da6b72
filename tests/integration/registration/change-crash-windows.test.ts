// An athlete's change whose payment request died where a kill -9 leaves it (docs/crash-safety.md,
// Payments after a crash): after the card was charged and before the transaction that applies the
// change, or after the claim and before any charge. The reconciliation job finds it by its claim,
// asks the provider, and applies it exactly once (mails once, one order) or gives it back to pending.
// The stop is the fixture's pay-change-and-stop route; the simulator's notifications are off, as if
// lost with the crash (the webhook ignores a change's order anyway).
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { ChangeView } from '@shared/registration/change-api';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { Modality } from '@shared/results/event-schemas';
import type { CardChargeResult } from '@lambdas/payments/payment-provider';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';
import { CUT_SHORT_CHANGE_MS } from '@lambdas/registration/changes/cut-short-change';
import { callApi } from '../../support/accounts';
import {
  cardToken,
  confirmationOf,
  fixtureCloudForSuite,
  mailsTo,
  MODALITY,
  payRegistration,
  register,
  registrationBody,
  registrationEvent,
  registryConfigFor,
  setSimulatorWebhooks,
  simulatorOrders,
  tenK,
} from './registration-fixture';

const cloud = fixtureCloudForSuite();

const FIVE_K = '5K';
const fiveK: Modality = { ...tenK, codigoModalidad: FIVE_K, descripcionModalidad: '5 kilómetros', kilometro: 5 };
/** Its request stopped long enough ago that its claim counts as left by a request that stopped. */
const STOPPED_MS = STALE_CLAIM_MS + 60_000;

afterEach(() => setSimulatorWebhooks(cloud.url, true));

/** The 10K (folios 1–100) and the 5K at 550.00 (folios 501–600); transfers 150.00 with a new folio, modality changes 50.00. */
async function changesEvent() {
  const base = registryConfigFor();
  const tenKConfig = base.configModalidad[MODALITY]!;
  const fiveKPrice = { preventa_1: { precio_1: 55_000 }, listaPrecios: { general: [{ desde: '2020-01-01T00:00:00Z', hasta: '2030-03-01T00:00:00Z', precio: 55_000 }] } };
  const cambios = { traspasos: { permitidos: true, cuota: 15_000, folio: 'nuevo' }, cambioModalidad: { permitidos: true, cuota: 5_000 } };
  const setup = await registrationEvent(cloud.url, { ...base, configModalidad: { [MODALITY]: tenKConfig, [FIVE_K]: { ...tenKConfig, precio: fiveKPrice, folios: { capacidad: 100, inicio: 501 } } }, cambios });
  expect((await callApi(cloud.url, `/api/events/${setup.eventId}/sections/modalidades`, { method: 'PUT', token: setup.token, body: [tenK, fiveK] })).status).toBe(200);
  return setup;
}

async function paidRegistrant(eventId: number): Promise<RegistrantConfirmation> {
  const created = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
  const paid = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, created.body.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
  expect(paid.status).toBe(200);
  return paid.body;
}

const start = async (eventId: number, enlace: string, body: unknown) => (await callApi<ChangeView>(cloud.url, `/api/events/${eventId}/registrations/${enlace}/changes`, { method: 'POST', body })).body;
const pay = (eventId: number, cambioId: string, body: unknown) => callApi<ChangeView & ApiErrorBody>(cloud.url, `/api/events/${eventId}/changes/${cambioId}/payment`, { method: 'POST', body });
const payAndStop = async <T>(body: { eventId: number; cambioId: string; intento: string; stopAfter: 'claim' | 'charge'; datos?: unknown }) =>
  (await callApi<T>(cloud.url, '/api/fixture/pay-change-and-stop', { method: 'POST', body: { ...body, token: await cardToken(cloud.url), claimedMsAgo: STOPPED_MS } })).body;
/** The job's run at a moment `msAfter` from now. */
const reconcileAfter = async (msAfter: number) =>
  (await callApi<{ released: number; completed: number }>(cloud.url, '/api/fixture/reconcile-changes', { method: 'POST', body: { now: new Date(Date.now() + msAfter).toISOString() } })).body;
const ordersOf = async (cambioId: string) => (await simulatorOrders(cloud.url)).filter((order) => order.metadata.registroId === `cambio:${cambioId}`);
const changeOf = async (eventId: number, cambioId: string) => (await callApi<ChangeView>(cloud.url, `/api/events/${eventId}/changes/${cambioId}`)).body;

const newAthlete = () => ({ correo: `nueva-${randomUUID().slice(0, 8)}@prueba.mx`, nombres: 'Mariana', apellidos: 'Vega Luna', telefono: '5587654321', fechaNacimiento: '1985-03-09', genero: 'F' as const });

describe('a transfer charged by a request that died before applying it', () => {
  it('is applied once by the reconciliation, with the data the payer sent, both mails once and the new link', async () => {
    const { eventId } = await changesEvent();
    const holder = await paidRegistrant(eventId);
    const { cambioId } = await start(eventId, holder.enlace, { tipo: 'traspaso' });
    await setSimulatorWebhooks(cloud.url, false);
    const datos = newAthlete();
    const intento = randomUUID();
    const charged = await payAndStop<CardChargeResult>({ eventId, cambioId, intento, stopAfter: 'charge', datos });
    expect(charged.ok).toBe(true);

    // Charged, not applied: the registration is still the holder's, the change is being paid.
    expect((await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, holder.enlace)).body.datos.correo).toBe(holder.datos.correo);
    expect((await changeOf(eventId, cambioId)).estado).toBe('cobrando');
    // Not yet a payment cut short: the job leaves it.
    expect(await reconcileAfter(0)).toEqual({ released: 0, completed: 0 });

    expect(await reconcileAfter(CUT_SHORT_CHANGE_MS)).toEqual({ released: 0, completed: 1 });
    expect((await changeOf(eventId, cambioId)).estado).toBe('aplicado');
    // Once: a second run finds nothing, the provider holds one order, each athlete got one mail.
    expect(await reconcileAfter(CUT_SHORT_CHANGE_MS)).toEqual({ released: 0, completed: 0 });
    expect((await ordersOf(cambioId)).map((order) => [order.status, order.amount])).toEqual([['paid', 16_050]]);
    const taken = (await mailsTo(cloud.url, datos.correo)).filter((mail) => mail.subject.includes('(traspaso)'));
    expect(taken).toHaveLength(1);
    expect((await mailsTo(cloud.url, holder.datos.correo)).filter((mail) => mail.subject.includes('fue traspasada'))).toHaveLength(1);

    // The new holder's link from their mail opens it; the old one does not.
    const enlace = decodeURIComponent(/registry=([^\s&"]+)/.exec(taken[0]?.text ?? '')?.[1] ?? '');
    const mine = await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, enlace);
    expect([mine.status, mine.body.datos.correo, mine.body.datos.nombres]).toEqual([200, datos.correo, 'Mariana']);
    expect((await confirmationOf(cloud.url, eventId, holder.enlace)).status).toBe(410);
    // The payer pressing again (the same attempt) is answered the applied transfer and its link, charged nothing.
    const again = await pay(eventId, cambioId, { metodo: 'card', intento, token: await cardToken(cloud.url), datos });
    expect([again.status, again.body.estado, again.body.enlace]).toEqual([200, 'aplicado', enlace]);
    expect(await ordersOf(cambioId)).toHaveLength(1);
  });
});

describe('a modality change whose request died', () => {
  it('after the charge: the reconciliation moves it once, with the place and the folio', async () => {
    const { eventId } = await changesEvent();
    const holder = await paidRegistrant(eventId);
    const { cambioId } = await start(eventId, holder.enlace, { tipo: 'modalidad', codigoModalidad: FIVE_K });
    await setSimulatorWebhooks(cloud.url, false);
    expect((await payAndStop<CardChargeResult>({ eventId, cambioId, intento: randomUUID(), stopAfter: 'charge' })).ok).toBe(true);

    expect(await reconcileAfter(CUT_SHORT_CHANGE_MS)).toEqual({ released: 0, completed: 1 });
    const moved = (await confirmationOf<RegistrantConfirmation>(cloud.url, eventId, holder.enlace)).body;
    expect([moved.modalidad.codigoModalidad, moved.numero, moved.cambios?.pendiente]).toEqual([FIVE_K, 501, undefined]);
    expect(await reconcileAfter(CUT_SHORT_CHANGE_MS)).toEqual({ released: 0, completed: 0 });
    expect((await mailsTo(cloud.url, holder.datos.correo)).filter((mail) => mail.subject.startsWith('Cambio de modalidad'))).toHaveLength(1);
  });

  it('before any charge: the reconciliation gives it back to pending, and its payer pays it with one order', async () => {
    const { eventId } = await changesEvent();
    const holder = await paidRegistrant(eventId);
    const { cambioId } = await start(eventId, holder.enlace, { tipo: 'modalidad', codigoModalidad: FIVE_K });
    await payAndStop({ eventId, cambioId, intento: randomUUID(), stopAfter: 'claim' });

    expect(await reconcileAfter(CUT_SHORT_CHANGE_MS)).toEqual({ released: 1, completed: 0 });
    expect((await changeOf(eventId, cambioId)).estado).toBe('pendiente');
    expect(await ordersOf(cambioId)).toEqual([]);
    const paid = await pay(eventId, cambioId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url) });
    expect([paid.status, paid.body.estado]).toEqual([200, 'aplicado']);
    expect((await ordersOf(cambioId)).map((order) => order.status)).toEqual(['paid']);
  });
});
