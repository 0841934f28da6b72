// Retos against the local cloud: an athlete creates one (generated id, registration and end off,
// the creator's name and e-mail), anyone reads it by id, its organizer lists it; bad forms and ids
// answer in Spanish and store nothing.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');
const reto = { eventName: 'Reto 21K de invierno', eventDescription: 'Corre 21 km donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 21.1, price: 150 };

let token: string;
let athlete: Awaited<ReturnType<typeof signedUpAthlete>>['athlete'];

const myRetos = async (who: string) => (await callApi<{ retos: VirtualEventView[] }>(cloudUrl, '/api/my-retos', { token: who })).body.retos;

beforeAll(async () => {
  ({ token, athlete } = await signedUpAthlete(cloudUrl));
});

describe('retos', () => {
  it('creates a reto under a generated id, with registration and the end off, readable by anyone and listed for its organizer', async () => {
    const created = await callApi<OrganizerRetoView>(cloudUrl, '/api/retos', { method: 'POST', token, body: reto });
    expect(created.status).toBe(201);
    expect(created.body.eventID).toMatch(/^\d{1,5}-\d{1,5}-\d{1,5}$/);
    expect(created.body).toMatchObject({ ...reto, eventType: 'standard', admitResults: false, eventEnded: false, accessCodeAdmited: 10 });
    expect(created.body.userCreate).toMatchObject({ athleteCreateName: athlete.nombres, athleteCreateLastName: athlete.apellidos, athleteCreateEmail: athlete.correo });

    // Anyone reads the reto with its maker's name, never the maker's account or e-mail.
    const read = await callApi<VirtualEventView>(cloudUrl, `/api/retos/${created.body.eventID}`);
    expect(read.status).toBe(200);
    const { userCreate: _account, revision: _revision, codeUsesIssued: _issued, participantCount: _participants, ...card } = created.body as OrganizerRetoView;
    expect(read.body).toEqual({ ...card, userCreate: { athleteCreateName: athlete.nombres, athleteCreateLastName: athlete.apellidos } });
    expect(JSON.stringify(read.body)).not.toContain(athlete.correo);
    expect((await myRetos(token)).map((mine) => mine.eventID)).toEqual([created.body.eventID]);
    const { token: other } = await signedUpAthlete(cloudUrl);
    expect(await myRetos(other)).toEqual([]);
  });

  it('creates a reto ranked by time when asked', async () => {
    const created = await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token, body: { ...reto, eventType: 'byTime' } });
    expect(created.status).toBe(201);
    expect(created.body.eventType).toBe('byTime');
  });

  it.each([
    ['a start after the end', { ...reto, eventStart: reto.eventEnd, eventEnd: reto.eventStart }, 'La fecha de inicio debe ser inferior a la de finalización'],
    ['a name of 51 characters', { ...reto, eventName: 'x'.repeat(51) }, undefined],
    ['a distance in thousandths', { ...reto, distance: 5.005 }, 'La distancia va en kilómetros con hasta dos decimales'],
    ['no dates', { eventName: 'Reto', distance: 5 }, undefined],
    ['an empty description (§5 requires it)', { ...reto, eventDescription: '  ' }, 'Campo requerido'],
    ['a type that is not one', { ...reto, eventType: 'byDistance' }, undefined],
  ])('refuses %s in Spanish and stores nothing', async (_case, body, message) => {
    const { token: organizer } = await signedUpAthlete(cloudUrl);
    const { status, body: answer } = await callApi<ApiErrorBody>(cloudUrl, '/api/retos', { method: 'POST', token: organizer, body });
    expect(status).toBe(400);
    if (message) expect(JSON.stringify(answer)).toContain(message);
    expect(await myRetos(organizer)).toEqual([]);
  });

  it.each(['1-2-3', 'no-es-un-id', '1'.repeat(30)])("answers the spec's message for %s, which names no reto", async (id) => {
    const { status, body } = await callApi<ApiErrorBody>(cloudUrl, `/api/retos/${id}`);
    expect(status).toBe(404);
    expect(body.message).toBe('El Id del evento ingresado no existe o el evento ya no está abierto al público');
  });

  it('asks for a signed-in athlete to create one', async () => {
    expect((await callApi(cloudUrl, '/api/retos', { method: 'POST', body: reto })).status).toBe(401);
  });
});
