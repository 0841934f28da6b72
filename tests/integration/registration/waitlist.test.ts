// The waiting list of a sold-out modality (docs/registration.md, Waiting list), against the local
// cloud: places freed at once go to exactly as many athletes first in line, never one place twice,
// unclaimed offers pass on, and an offer's link registers its athlete into the place held for them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { JoinedWaitlist, WaitlistAdminView, WaitlistEntryView } from '@shared/registration/waitlist-api';
import { callApi } from '../../support/accounts';
import { fixtureCloudForSuite, mailsTo, MODALITY, occupancy, payRegistration, register, registrationBody, registrationEvent, registryConfigFor } from './registration-fixture';

const cloud = fixtureCloudForSuite();

const HOUR_MS = 3_600_000;
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
async function soldOutWithLine(count: number) {
  const world = await registrationEvent(cloud.url, registryConfigFor({ capacidad: 0, precio: 0 }));
  const correos = newCorreos(count);
  for (const [index, correo] of correos.entries()) {
    const joined = await join(world.eventId, correo);
    expect(joined.body).toEqual({ codigoModalidad: MODALITY, posicion: index + 1 });
  }
  return { ...world, correos };
}

const raiseCapacity = (eventId: number, token: string, capacidad: number) =>
  callApi(cloud.url, `/api/events/${eventId}/registration-config`, { method: 'PUT', token, body: registryConfigFor({ capacidad, precio: 0 }) });

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
});
