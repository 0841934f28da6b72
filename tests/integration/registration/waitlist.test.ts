// The waiting list of a sold-out modality (docs/registration.md, Waiting list), against the local
// cloud: places freed at once go to exactly as many athletes first in line, never one place twice,
// unclaimed offers pass on, an offer's link registers its athlete into the place held for them, and a
// declined card or a payment cut short keeps that place for them until the offer's expiry.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { JoinedWaitlist, WaitlistAdminView, WaitlistEntryView } from '@shared/registration/waitlist-api';
import { callApi } from '../../support/accounts';
import { cardToken, DECLINED_CARD, fixtureCloudForSuite, mailsTo, MODALITY, occupancy, payRegistration, register, registrationBody, registrationEvent, registryConfigFor } from './registration-fixture';

const cloud = fixtureCloudForSuite();

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const PRICE = 45_000;
const WAITING = 50;
const FREED = 20;
const OFFER_SUBJECT = 'Se liberó un lugar para ti';

const join = (eventId: number, correo: string) =>
  callApi<JoinedWaitlist>(cloud.url, `/api/events/${eventId}/waitlist`, { method: 'POST', body: { codigoModalidad: MODALITY, datos: { ...registrationBody().datos, correo } } });

const offerRound = async (eventId: number, at: Date) =>
  (await callApi<{ offered: number; passedOn: number }>(cloud.url, '/api/fixture/offer-waitlist', { method: 'POST', body: { eventId, now: at.toISOString() } })).body;

const lists = async (eventId: number, token: string) => (await callApi<WaitlistAdminView>(cloud.url, `/api/events/${eventId}/waitlist`, { token })).body.modalidades[0];

/** The key of the latest offer mailed to the address, or undefined. */
async function offerKey(correo: string): Promise<string | undefined> {
  const offers = (await mailsTo(cloud.url, correo)).filter((mail) => mail.subject.startsWith(OFFER_SUBJECT));
  return /clave=([A-Za-z0-9_-]{43})/.exec(offers[0]?.text ?? '')?.[1];
}

const newCorreos = (count: number) => Array.from({ length: count }, (_, i) => `espera-${i}-${randomUUID().slice(0, 6)}@prueba.mx`);

/** A sold-out 10K (no places) with `count` athletes waiting, joined one after another: the line's order. */
async function soldOutWithLine(count: number, precio = 0) {
  const world = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 0, precio }));
  const correos = newCorreos(count);
  for (const [index, correo] of correos.entries()) {
    const joined = await join(world.eventId, correo);
    expect(joined.body).toEqual({ codigoModalidad: MODALITY, posicion: index + 1 });
  }
  return { ...world, correos };
}

const raiseCapacity = (eventId: number, token: string, capacidad: number, precio = 0) =>
  callApi(cloud.url, `/api/events/${eventId}/registration-config`, { method: 'PUT', token, body: registryConfigFor({ capacidad, precio }) });

/** The offered athlete's registration, through their offer's link. */
const registerOffered = async (eventId: number, correo: string) =>
  register<CreatedRegistration>(cloud.url, eventId, registrationBody({ datos: { ...registrationBody().datos, correo }, oferta: { clave: (await offerKey(correo)) ?? '' } }));

const payByCard = async (eventId: number, registroId: string, card?: string) =>
  payRegistration<RegistrantConfirmation & ApiErrorBody>(cloud.url, eventId, registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloud.url, card) });

/** A payment that stops once its place is held, as a request that crashed there. */
const payAndStop = async (eventId: number, registroId: string) =>
  callApi(cloud.url, '/api/fixture/pay-and-stop', { method: 'POST', body: { eventId, registroId, intento: randomUUID(), token: await cardToken(cloud.url), stopAfter: 'hold' } });

const sweepAt = async (at: Date) => (await callApi<{ released: number }>(cloud.url, '/api/fixture/release-holds', { method: 'POST', body: { now: at.toISOString() } })).body;

const offeredTo = async (eventId: number, token: string) => (await lists(eventId, token))?.entradas.filter((entry) => entry.estado === 'ofrecida').map((entry) => entry.correo);

describe('the waiting list of a sold-out modality', () => {
  it('offers 20 places freed at once to the first 20 of 50, each once, and passes every unclaimed offer on', async () => {
    const { eventId, token } = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 0, precio: 0 }));
    const joins = await Promise.all(newCorreos(WAITING).map((correo) => join(eventId, correo)));
    expect(joins.every(({ status }) => status === 201)).toBe(true);
    const correos = (await lists(eventId, token))?.entradas.map((entry) => entry.correo) ?? [];
    expect(correos).toHaveLength(WAITING);

    // The organizer raises the capacity (which offers at once) while four runs of the job race it.
    const [raised, ...rounds] = await Promise.all([raiseCapacity(eventId, token, FREED), ...Array.from({ length: 4 }, () => offerRound(eventId, new Date()))]);
    expect(raised.status).toBe(200);
    expect(rounds.every((round) => round.offered <= FREED)).toBe(true);

    expect(await occupancy(cloud.url, eventId)).toBe(FREED);
    const offered = await lists(eventId, token);
    expect(offered).toMatchObject({ esperando: WAITING - FREED, ofrecidas: FREED });
    expect(offered?.entradas.filter((entry) => entry.estado === 'ofrecida').map((entry) => entry.correo).sort()).toEqual(correos.slice(0, FREED).sort());
    const keys = await Promise.all(correos.map(offerKey));
    expect(keys.filter(Boolean)).toHaveLength(FREED);
    expect(keys.slice(0, FREED).every(Boolean)).toBe(true);

    // A normal registration finds no place while the offers hold them all.
    const stranger = await register<ApiErrorBody>(cloud.url, eventId, registrationBody());
    expect(stranger.status).toBe(409);

    // Nobody claimed: a day later every offer passes on to the next twenty, still never more places.
    const [lapsed, racing] = await Promise.all([offerRound(eventId, new Date(Date.now() + 25 * HOUR_MS)), offerRound(eventId, new Date(Date.now() + 25 * HOUR_MS))]);
    expect(lapsed.passedOn + racing.passedOn).toBe(FREED);
    expect(lapsed.offered + racing.offered).toBe(FREED);
    expect(await occupancy(cloud.url, eventId)).toBe(FREED);
    const passed = await lists(eventId, token);
    expect(passed).toMatchObject({ esperando: WAITING - 2 * FREED, ofrecidas: FREED });
    expect(passed?.entradas.filter((entry) => entry.estado === 'ofrecida').map((entry) => entry.correo).sort()).toEqual(correos.slice(FREED, 2 * FREED).sort());
  });

  it('registers an offered athlete into the place held for them, and refuses the link once the offer lapsed', async () => {
    const { eventId, token, correos } = await soldOutWithLine(3);
    expect((await raiseCapacity(eventId, token, 1)).status).toBe(200);
    const [first = '', second = ''] = correos;
    const clave = (await offerKey(first)) ?? '';

    const entry = await callApi<WaitlistEntryView>(cloud.url, `/api/events/${eventId}/waitlist/entry`, { method: 'POST', body: { codigoModalidad: MODALITY, correo: first, clave } });
    expect(entry.body).toMatchObject({ estado: 'ofrecida', posicion: null, datos: { correo: first } });
    const wrongKey = await callApi<ApiErrorBody>(cloud.url, `/api/events/${eventId}/waitlist/entry`, { method: 'POST', body: { codigoModalidad: MODALITY, correo: second, clave } });
    expect(wrongKey.status).toBe(404);

    const created = await register<CreatedRegistration>(cloud.url, eventId, registrationBody({ datos: { ...registrationBody().datos, correo: first }, oferta: { clave } }));
    expect(created.status).toBe(201);
    const paid = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, created.body.registroId, { metodo: 'free', intento: randomUUID() });
    expect(paid.status).toBe(200);
    expect(paid.body.numero).toBe(1);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    expect(await lists(eventId, token)).toMatchObject({ esperando: 2, ofrecidas: 0 });

    // A second place goes to the second in line; unclaimed, it passes to the third, and the second's link finds nothing.
    expect((await raiseCapacity(eventId, token, 2)).status).toBe(200);
    const secondKey = (await offerKey(second)) ?? '';
    await offerRound(eventId, new Date(Date.now() + 25 * HOUR_MS));
    const late = await register<ApiErrorBody>(cloud.url, eventId, registrationBody({ datos: { ...registrationBody().datos, correo: second }, oferta: { clave: secondKey } }));
    expect(late.status).toBe(404);
    expect(await occupancy(cloud.url, eventId)).toBe(2);
  });

  it('keeps an offered place for its athlete through a declined card and a payment cut short, until they pay', async () => {
    const { eventId, token, correos } = await soldOutWithLine(2, PRICE);
    expect((await raiseCapacity(eventId, token, 1, PRICE)).status).toBe(200);
    const [first = ''] = correos;
    const created = await registerOffered(eventId, first);
    expect(created.status).toBe(201);
    const { registroId } = created.body;

    expect((await payByCard(eventId, registroId, DECLINED_CARD)).status).toBe(402);
    // The place is the offer's again: still counted, the entry offered, nothing for the next in line or a stranger.
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    expect(await offeredTo(eventId, token)).toEqual([first]);
    expect(await offerRound(eventId, new Date())).toEqual({ offered: 0, passedOn: 0 });
    const stranger = await register<ApiErrorBody>(cloud.url, eventId, registrationBody());
    expect(stranger.status).toBe(409);
    expect(stranger.body.code).toBe('SOLD_OUT');

    // A payment cut short once its place is held: the sweep gives the place back to the offer too.
    expect((await payAndStop(eventId, registroId)).status).toBe(200);
    expect(await offeredTo(eventId, token)).toEqual([]);
    expect(await sweepAt(new Date(Date.now() + 16 * MINUTE_MS))).toMatchObject({ released: 1 });
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    expect(await offeredTo(eventId, token)).toEqual([first]);

    const paid = await payByCard(eventId, registroId);
    expect(paid.status).toBe(200);
    expect(paid.body.numero).toBe(1);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    expect(await lists(eventId, token)).toMatchObject({ esperando: 1, ofrecidas: 0 });
  });

  it("passes a declined card's offered place on to the next in line once the offer's expiry passes unpaid", async () => {
    const { eventId, token, correos } = await soldOutWithLine(2, PRICE);
    expect((await raiseCapacity(eventId, token, 1, PRICE)).status).toBe(200);
    const [first = '', second = ''] = correos;
    const created = await registerOffered(eventId, first);
    expect((await payByCard(eventId, created.body.registroId, DECLINED_CARD)).status).toBe(402);

    expect(await offerRound(eventId, new Date(Date.now() + 25 * HOUR_MS))).toEqual({ offered: 1, passedOn: 1 });
    expect(await offeredTo(eventId, token)).toEqual([second]);
    expect(await occupancy(cloud.url, eventId)).toBe(1);
    const late = await payByCard(eventId, created.body.registroId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('SOLD_OUT');
    expect(await occupancy(cloud.url, eventId)).toBe(1);
  });
});
