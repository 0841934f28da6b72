// A reto's configuration against the local cloud: its organizer saves part of it on the revision the
// page read (PATCH /api/retos/{eventID}), a stranger is refused, the platform owner's fields are an
// admin's, a stale revision is a 409 that changes nothing, the slots never fall below the code uses
// issued; the admins' list of every reto by start. (Media and its deletion: reto-media.test.ts.)
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { signedUpAdmin } from '../../support/timed-events';

const cloudUrl = inject('cloudUrl');
const cognitoAdminEndpoint = inject('cognitoAdminEndpoint');

const base = { eventName: 'Reto 10K de primavera', eventDescription: 'Corre 10 km', eventStart: '2031-03-01T06:00:00.000Z', eventEnd: '2031-03-31T06:00:00.000Z', distance: 10, price: 0 };

let organizer: string;
let admin: string;

async function newReto(token = organizer, overrides: Partial<typeof base> = {}): Promise<OrganizerRetoView> {
  const created = await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token, body: { ...base, ...overrides } });
  expect(created.status).toBe(201);
  return config(created.body.eventID, token);
}

async function config(eventId: string, token = organizer): Promise<OrganizerRetoView> {
  const read = await callApi<OrganizerRetoView>(cloudUrl, `/api/retos/${eventId}/config`, { token });
  expect(read.status).toBe(200);
  return read.body;
}

const patch = (eventId: string, body: unknown, token = organizer) => callApi<OrganizerRetoView & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}`, { method: 'PATCH', token, body });

beforeAll(async () => {
  [{ token: organizer }, { token: admin }] = await Promise.all([signedUpAthlete(cloudUrl), signedUpAdmin(cloudUrl, cognitoAdminEndpoint)]);
});

describe('a reto configuration', () => {
  it("reads the defaults of a new reto: revision 0, the certificate's black centred text, no media, empty owner panels", async () => {
    const reto = await newReto();
    expect(reto).toMatchObject({
      revision: 0,
      codeUsesIssued: 0,
      participantCount: 0,
      certificateFontColor: '#000000',
      certificatePosition: 1,
      certificatePositionVertical: 1,
      certificateWhiteBack: false,
      eventPhoto: null,
      startAudio: null,
      photosConfig: { logos: [], marcos: [] },
      categories: { F: [], M: [] },
      form: [],
    });
  });

  it('saves only the fields sent, raises the revision, and shows the change to the public once its cache expires', async () => {
    const reto = await newReto();
    const saved = await patch(reto.eventID, { revision: 0, eventName: 'Reto 10K renovado', admitResults: true, eventEnded: true, certificateFontColor: '#1a2b3c', certificatePosition: 0.5, medalTextVertical: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ revision: 1, eventName: 'Reto 10K renovado', eventDescription: base.eventDescription, admitResults: true, eventEnded: true, certificateFontColor: '#1a2b3c', certificatePosition: 0.5, medalTextVertical: 2 });
    const moved = await patch(reto.eventID, { revision: 1, eventStart: '2031-02-01T06:00:00.000Z' });
    expect(moved.body).toMatchObject({ revision: 2, eventStart: '2031-02-01T06:00:00.000Z', eventEnd: base.eventEnd });

    const publicView = await callApi<VirtualEventView>(cloudUrl, `/api/retos/${reto.eventID}`);
    expect(publicView.body).toMatchObject({ eventName: 'Reto 10K renovado', certificateFontColor: '#1a2b3c' });
    // What athletes read carries nothing of the organizer's counts or revision.
    expect(publicView.body).not.toHaveProperty('revision');
    expect(publicView.body).not.toHaveProperty('codeUsesIssued');
  });

  it('refuses a start after the stored end, and a start after the end sent with it, in Spanish', async () => {
    const reto = await newReto();
    const late = await patch(reto.eventID, { revision: 0, eventStart: '2031-04-01T06:00:00.000Z' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('La fecha de inicio debe ser inferior a la de finalización');
    const both = await patch(reto.eventID, { revision: 0, eventStart: '2031-04-01T06:00:00.000Z', eventEnd: '2031-03-01T06:00:00.000Z' });
    expect(both.body.fields?.eventEnd).toBe('La fecha de inicio debe ser inferior a la de finalización');
    expect((await config(reto.eventID)).revision).toBe(0);
  });

  it('answers a save on a stale revision with a 409 in Spanish and keeps the newer save', async () => {
    const reto = await newReto();
    expect((await patch(reto.eventID, { revision: 0, eventDescription: 'Primera' })).status).toBe(200);
    const stale = await patch(reto.eventID, { revision: 0, eventDescription: 'Segunda' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Alguien más guardó cambios en este reto/);
    expect(await config(reto.eventID)).toMatchObject({ revision: 1, eventDescription: 'Primera' });
  });

  it('is refused to an athlete who does not organize the reto, and 404 for an unknown one', async () => {
    const reto = await newReto();
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const refused = await patch(reto.eventID, { revision: 0, eventName: 'Mío' }, stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Usuario no autorizado para este evento');
    expect((await callApi<ApiErrorBody>(cloudUrl, `/api/retos/${reto.eventID}/config`, { token: stranger })).status).toBe(403);
    const unknown = await patch('9999-9999-9999', { revision: 0, eventName: 'Nadie' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'El id del evento ingresado no existe']);
    expect((await config(reto.eventID)).eventName).toBe(base.eventName);
  });

  it("keeps the platform owner's panels for admins: an organizer is refused, an admin saves them", async () => {
    const reto = await newReto();
    const owner = {
      photosConfig: { logos: [{ codLogo: 'L1', rutaLogo: '/media/logo.png' }], marcos: [{ codMarco: 'M1', rutaMarco: '/media/marco.png' }] },
      categories: { F: [{ name: 'Libre', codCat: 'LF', ageStart: 18, ageEnd: 39 }], M: [] },
      accessCodeAdmited: 250,
      form: [{ id: 'talla', label: 'Talla de playera', type: 'select', options: ['CH', 'M', 'G'], required: true }],
    };
    for (const [field, value] of Object.entries(owner)) {
      const refused = await patch(reto.eventID, { revision: 0, [field]: value });
      expect(refused.status, field).toBe(403);
      expect(refused.body.message).toMatch(/^Solo un administrador de la plataforma/);
    }
    const saved = await patch(reto.eventID, { revision: 0, ...owner }, admin);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ revision: 1, accessCodeAdmited: 250, categories: owner.categories, photosConfig: { logos: [{ codLogo: 'L1', posicion: 4, anchoLogo: 0.25, margen: 15 }] } });
    expect(saved.body.form).toEqual([{ id: 'talla', label: 'Talla de playera', type: 'select', options: ['CH', 'M', 'G'], required: true, maxLength: 200 }]);
    expect((await callApi<VirtualEventView>(cloudUrl, `/api/retos/${reto.eventID}`)).body.form).toEqual(saved.body.form);
  });

  it('never leaves fewer access slots than the uses of the codes already generated', async () => {
    const reto = await newReto();
    const generated = await callApi(cloudUrl, `/api/retos/${reto.eventID}/codes`, { method: 'POST', token: organizer, body: { quantity: 2, uses: 4, intento: crypto.randomUUID() } });
    expect(generated.status).toBe(201);
    const issued = await config(reto.eventID);
    expect(issued.codeUsesIssued).toBe(8);

    const below = await patch(reto.eventID, { revision: issued.revision, accessCodeAdmited: 7 }, admin);
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('Los códigos generados ya suman 8 accesos: los accesos disponibles no pueden ser menos');
    expect((await config(reto.eventID)).accessCodeAdmited).toBe(10);
    const equal = await patch(reto.eventID, { revision: issued.revision, accessCodeAdmited: 8 }, admin);
    expect([equal.status, equal.body.accessCodeAdmited]).toEqual([200, 8]);
  });

  const invalid = 'Datos inválidos, revisa el formulario';
  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown field, named', { eventPhoto: null, userIDCreate: 'otra' }, 'Campo no reconocido: "userIDCreate"'],
    ['an image address instead of null', { eventPhoto: '/media/otra.jpg' }, invalid],
    ['a colour that is no #RRGGBB', { certificateFontColor: 'red' }, invalid],
    ['a position past 2', { certificatePosition: 2.5 }, invalid],
    ['a number the table cannot store', { medalTextHorizontal: 5e-324 }, invalid],
    ['nothing to change', {}, invalid],
  ])('refuses %s with a 400 in Spanish', async (_case, change, message) => {
    const reto = await newReto();
    const refused = await patch(reto.eventID, { revision: 0, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await config(reto.eventID)).revision).toBe(0);
  });
});

describe('the latest retos of every organizer', () => {
  it('lists the latest by start, newest first, to an admin and refuses anyone else in Spanish', async () => {
    const older = await newReto(organizer, { eventStart: '2099-01-01T06:00:00.000Z', eventEnd: '2099-02-01T06:00:00.000Z' });
    const { token: other } = await signedUpAthlete(cloudUrl);
    const newer = await newReto(other, { eventStart: '2099-03-01T06:00:00.000Z', eventEnd: '2099-04-01T06:00:00.000Z' });
    const listed = await callApi<{ retos: VirtualEventView[] }>(cloudUrl, '/api/retos-admin/latest', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.retos.slice(0, 2).map((reto) => reto.eventID)).toEqual([newer.eventID, older.eventID]);
    expect(listed.body.retos.length).toBeLessThanOrEqual(150);

    const refused = await callApi<ApiErrorBody>(cloudUrl, '/api/retos-admin/latest', { token: organizer });
    expect([refused.status, refused.body.message]).toEqual([403, 'Usuario no autorizado']);
    expect((await callApi(cloudUrl, '/api/retos-admin/latest')).status).toBe(401);
  });
});
