// The event's admin area against the local cloud: the Ingresos lists and search, staff edits on the
// revision they saw, deletion, folio release and its reuse, moves between modalities, authorized
// users (pending until sign-up) and who may do what.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { MyEventAccess } from '@shared/registration/admin-permissions';
import type { AuthorizedUser, DeletedFolio, RegistrantChange, RegistrantDetail, RegistrantPage } from '@shared/registration/registrant-admin-api';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { Modality } from '@shared/results/event-schemas';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { MODALITY, occupancy, payRegistration, register, registrationBody, registrationEvent, registryConfigFor, tenK } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

const FIVE_K = '5K';
const fiveK: Modality = { ...tenK, codigoModalidad: FIVE_K, descripcionModalidad: '5 kilómetros', kilometro: 5 };

/** The 10K with its men's category filling the 'elite' field group; no category points at 'contacto'. */
const tenKWithGroup: Modality = {
  ...tenK,
  ramaCat: { ...tenK.ramaCat, rama_V: { categorias: tenK.ramaCat.rama_V!.categorias.map((category) => ({ ...category, camposAdicionalesKey: 'elite' })) } },
};

/** A free 10K with places 101–103 and a free 5K with 501–600; 'contacto' feeds only a form of the organizer's web. */
function adminConfig() {
  const base = registryConfigFor({ capacidad: 3, inicio: 101, precio: 0 });
  const tenKConfig = base.configModalidad[MODALITY];
  return {
    ...base,
    formulario: [{ campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text', longitud: 40 }],
    gruposFormularios: {
      contacto: [{ campo: 'contactoMensaje', etiqueta: 'Mensaje', iDCampo: 'contactoMensaje', tipoCampo: 'text', longitud: 200 }],
      elite: [{ campo: 'marca', etiqueta: 'Mejor marca', iDCampo: 'marca', tipoCampo: 'text', longitud: 20 }],
    },
    configModalidad: { [MODALITY]: tenKConfig, [FIVE_K]: { ...tenKConfig, folios: { capacidad: 100, inicio: 501 } } },
  };
}

interface Setup {
  eventId: number;
  token: string;
  complete: string[];
  incomplete: string;
}

async function completedRegistrant(eventId: number, nombres: string, apellidos: string): Promise<string> {
  const created = await register<CreatedRegistration>(cloudUrl, eventId, registrationBody({ datos: { ...registrationBody().datos, nombres, apellidos } }));
  expect(created.status).toBe(201);
  const paid = await payRegistration<RegistrantConfirmation>(cloudUrl, eventId, created.body.registroId, { metodo: 'free', intento: randomUUID() });
  expect(paid.status).toBe(200);
  return created.body.registroId;
}

async function setUp(): Promise<Setup> {
  const { eventId, token } = await registrationEvent(cloudUrl, adminConfig());
  const sections = await callApi(cloudUrl, `/api/events/${eventId}/sections/modalidades`, { method: 'PUT', token, body: [tenKWithGroup, fiveK] });
  expect(sections.status).toBe(200);
  const complete = [];
  for (const [nombres, apellidos] of [['José', 'Núñez Ortega'], ['Lucía', 'Hernández Soto'], ['Ana', 'García']]) complete.push(await completedRegistrant(eventId, nombres!, apellidos!));
  const draft = await register<CreatedRegistration>(cloudUrl, eventId, registrationBody({ codigoModalidad: FIVE_K, datos: { ...registrationBody().datos, nombres: 'Pedro', apellidos: 'Sin Pago' } }));
  return { eventId, token, complete, incomplete: draft.body.registroId };
}

const list = (eventId: number, token: string, query = '') => callApi<RegistrantPage>(cloudUrl, `/api/events/${eventId}/registrants${query}`, { token });
const detail = (eventId: number, token: string, registroId: string) => callApi<RegistrantDetail>(cloudUrl, `/api/events/${eventId}/registrants/${registroId}`, { token });
const change = <T = RegistrantChange>(eventId: number, token: string, registroId: string, path: string, method: string, body: unknown) =>
  callApi<T>(cloudUrl, `/api/events/${eventId}/registrants/${registroId}${path}`, { method, token, body });

describe('the Ingresos lists and search', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp();
  });

  it('lists complete, incomplete and all registrants newest first', async () => {
    const { eventId, token, complete, incomplete } = setup;
    const completeList = await list(eventId, token);
    expect(completeList.status).toBe(200);
    expect(completeList.body.registrants.map((row) => row.registroId)).toEqual([...complete].reverse());
    expect(completeList.body.antes).toBeUndefined();
    expect((await list(eventId, token, '?filtro=2')).body.registrants.map((row) => row.registroId)).toEqual([incomplete]);
    expect((await list(eventId, token, '?filtro=3')).body.registrants).toHaveLength(4);
  });

  it('finds by the beginning of words of the name, ignoring accents and case, and by folio exactly', async () => {
    const { eventId, token, complete } = setup;
    const byName = await list(eventId, token, `?q=${encodeURIComponent('JOSE nun')}`);
    expect(byName.body.registrants.map((row) => row.registroId)).toEqual([complete[0]]);
    expect((await list(eventId, token, '?q=garc')).body.registrants.map((row) => row.nombres)).toEqual(['Ana']);
    expect((await list(eventId, token, '?q=102')).body.registrants.map((row) => row.registroId)).toEqual([complete[1]]);
    expect((await list(eventId, token, '?q=10')).body.registrants).toEqual([]);
    expect((await list(eventId, token, '?q=xyz')).body.registrants).toEqual([]);
  });

  it('refuses a malformed cursor or filter with a Spanish message', async () => {
    const { eventId, token } = setup;
    const bad = await list(eventId, token, '?antes=nope');
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ApiErrorBody).fields?.antes).toContain('vuelve a cargarla');
    expect((await list(eventId, token, '?filtro=9')).status).toBe(400);
  });
});

describe('staff changes to a registrant', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp();
  });

  it('edits a field on the revision seen, records the change, and tells a second editor instead of overwriting', async () => {
    const { eventId, token, complete } = setup;
    const registroId = complete[1]!;
    const before = (await detail(eventId, token, registroId)).body;
    const edits = await Promise.all(
      ['Lucía Fernanda', 'Lucía María'].map((valor) => change(eventId, token, registroId, '', 'PATCH', { revision: before.revision, campo: 'nombres', valor })),
    );
    expect(edits.map((edit) => edit.status).sort()).toEqual([200, 409]);
    const refused = edits.find((edit) => edit.status === 409)!.body as unknown as ApiErrorBody;
    expect(refused.message).toContain('Otra persona modificó este registro');
    const applied = edits.find((edit) => edit.status === 200)!.body;
    expect(applied.description).toMatch(/^Nombre: 'Lucía' → 'Lucía (Fernanda|María)'$/);
    expect(applied.registrant.revision).toBe(before.revision + 1);
    expect(applied.registrant.changesRegistry.at(-1)).toMatchObject({ action: 4, description: applied.description });
    // The new name is found; the old words no longer are, alone.
    expect((await list(eventId, token, `?q=${encodeURIComponent(applied.registrant.nombres.split(' ')[1]!)}`)).body.registrants.map((row) => row.registroId)).toEqual([registroId]);

    const same = await change(eventId, token, registroId, '', 'PATCH', { revision: applied.registrant.revision, campo: 'nombres', valor: applied.registrant.nombres });
    expect(same.body.description).toBe('No hubo cambios');
    const badPhone = await change<ApiErrorBody>(eventId, token, registroId, '', 'PATCH', { revision: applied.registrant.revision, campo: 'telefono', valor: '12' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields?.telefono).toBeTruthy();
    const club = await change(eventId, token, registroId, '', 'PATCH', { revision: applied.registrant.revision, campoAdicional: 'club', valor: 'Correcaminos' });
    expect(club.body.registrant.campos).toEqual({ club: 'Correcaminos' });
    expect(club.body.registrant.changesRegistry.at(-1)?.action).toBe(11);
    const unknown = await change<ApiErrorBody>(eventId, token, registroId, '', 'PATCH', { revision: club.body.registrant.revision, campoAdicional: 'noExiste', valor: 'x' });
    expect(unknown.status).toBe(400);
    const marca = await change(eventId, token, registroId, '', 'PATCH', { revision: club.body.registrant.revision, campoAdicional: 'marca', valor: '38:20' });
    expect(marca.body.registrant.campos).toEqual({ club: 'Correcaminos', marca: '38:20' });
    const webForm = await change<ApiErrorBody>(eventId, token, registroId, '', 'PATCH', { revision: marca.body.registrant.revision, campoAdicional: 'contactoMensaje', valor: 'Hola' });
    expect(webForm.status).toBe(400);
    expect(webForm.body.fields?.['campos.contactoMensaje']).toBe('Ese campo no existe en el formulario de este registro');
  });

  it('deletes, lists the folio to release, releases it for good and gives the number to the next registrant past the range', async () => {
    const { eventId, token, complete } = setup;
    const registroId = complete[0]!;
    const seen = (await detail(eventId, token, registroId)).body;
    expect(seen.numero).toBe(101);
    const deleted = await change(eventId, token, registroId, '/deletion', 'PUT', { revision: seen.revision, borrado: true });
    expect(deleted.body.description).toBe('Registro Borrado');
    expect((await list(eventId, token)).body.registrants.map((row) => row.registroId)).not.toContain(registroId);
    expect((await list(eventId, token, '?filtro=2')).body.registrants.map((row) => row.registroId)).toContain(registroId);
    const folios = await callApi<{ folios: DeletedFolio[] }>(cloudUrl, `/api/events/${eventId}/deleted-folios`, { token });
    expect(folios.body.folios.map((folio) => folio.numero)).toEqual([101]);

    expect(await occupancy(cloudUrl, eventId)).toBe(3);
    const released = await change(eventId, token, registroId, '/folio-release', 'POST', { revision: deleted.body.registrant.revision });
    expect(released.body.description).toBe('Folio Liberado');
    expect(released.body.registrant).toMatchObject({ liberado: true, folioLiberado: 101 });
    expect(released.body.registrant.numero).toBeUndefined();
    expect(released.body.registrant.changesRegistry.map((entry) => entry.action)).toEqual([1, 20]);
    expect(await occupancy(cloudUrl, eventId)).toBe(2);
    const restore = await change<ApiErrorBody>(eventId, token, registroId, '/deletion', 'PUT', { revision: released.body.registrant.revision, borrado: false });
    expect(restore.status).toBe(409);
    expect(restore.body.message).toContain('Folio Liberado');

    const next = await completedRegistrant(eventId, 'Mario', 'Reyes');
    expect((await detail(eventId, token, next)).body.numero).toBe(101);
  });

  it('moves a registrant to another modality with a folio of its range, and back to a full one is refused', async () => {
    const { eventId, token, complete } = setup;
    const registroId = complete[2]!;
    const seen = (await detail(eventId, token, registroId)).body;
    const moved = await change(eventId, token, registroId, '/selection', 'PUT', { revision: seen.revision, codigoModalidad: FIVE_K, rama: 'F', codigoCategoria: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.description).toBe('Cambios Guardados');
    expect(moved.body.registrant).toMatchObject({ modalidad: FIVE_K, numero: 501 });
    expect(moved.body.registrant.changesRegistry.map((entry) => entry.action)).toEqual([8, 10]);
    // The 10K has a place again (3 of 3 with the re-used 101 before the move); fill it and move back.
    await completedRegistrant(eventId, 'Laura', 'Campos');
    const back = await change<ApiErrorBody>(eventId, token, registroId, '/selection', 'PUT', { revision: moved.body.registrant.revision, codigoModalidad: MODALITY, rama: 'F', codigoCategoria: 1 });
    expect(back.status).toBe(409);
    expect(back.body.message).toContain('no tiene lugares');
  });

  it('deletes an unpaid registrant and then refuses its payment', async () => {
    const { eventId, token, incomplete } = setup;
    const seen = (await detail(eventId, token, incomplete)).body;
    const deleted = await change(eventId, token, incomplete, '/deletion', 'PUT', { revision: seen.revision, borrado: true });
    expect(deleted.status).toBe(200);
    const paid = await payRegistration<ApiErrorBody>(cloudUrl, eventId, incomplete, { metodo: 'free', intento: randomUUID() });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toContain('borrado');
  });
});

describe('released folios under concurrency', () => {
  it('gives each released number to exactly one of the registrations completing at once, and no place twice', async () => {
    const { eventId, token, complete } = await setUp();
    // 101–103 taken; 101 and 102 deleted and released: two places and two numbers free again.
    for (const registroId of complete.slice(0, 2)) {
      const seen = (await detail(eventId, token, registroId)).body;
      const deleted = await change(eventId, token, registroId, '/deletion', 'PUT', { revision: seen.revision, borrado: true });
      expect((await change(eventId, token, registroId, '/folio-release', 'POST', { revision: deleted.body.registrant.revision })).status).toBe(200);
    }
    const drafts = await Promise.all(Array.from({ length: 5 }, () => register<CreatedRegistration>(cloudUrl, eventId, registrationBody())));
    const paid = await Promise.all(drafts.map((draft) => payRegistration<RegistrantConfirmation & ApiErrorBody>(cloudUrl, eventId, draft.body.registroId, { metodo: 'free', intento: randomUUID() })));
    const folios = paid.filter((answer) => answer.status === 200).map((answer) => answer.body.numero);
    expect(folios.toSorted()).toEqual([101, 102]);
    expect(paid.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(['SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT']);
    expect(await occupancy(cloudUrl, eventId)).toBe(3);
  });
});

describe('authorized users and the admin matrix', () => {
  it('grants by e-mail, keeps a pending authorization until sign-up, and enforces each profile', async () => {
    const { eventId, token, complete } = await setUp();
    const cliente = await signedUpAthlete(cloudUrl);
    const inscriptor = await signedUpAthlete(cloudUrl);
    const stranger = await signedUpAthlete(cloudUrl);
    const grant = (correo: string, perfil: string, as = token) => callApi<{ users: AuthorizedUser[] }>(cloudUrl, `/api/events/${eventId}/authorized-users`, { method: 'PUT', token: as, body: { correo, perfil } });
    expect((await grant(cliente.athlete.correo, 'MasterCliente')).status).toBe(200);
    expect((await grant(inscriptor.athlete.correo, 'inscriptor')).status).toBe(200);
    const invalid = await grant('no-es-correo', 'inscriptor');
    expect(invalid.status).toBe(400);
    expect((invalid.body as unknown as ApiErrorBody).fields?.correo).toBe('Ingresa una dirección de correo válida');

    const later = `despues-${randomUUID().slice(0, 8)}@prueba.mx`;
    const pending = await grant(later, 'inscriptor');
    expect(pending.body.users.find((user) => user.correo === later)).toMatchObject({ status: 'pendiente', perfil: 'inscriptor' });
    const newcomer = await signedUpAthlete(cloudUrl, { correo: later });
    const access = await callApi<MyEventAccess>(cloudUrl, `/api/events/${eventId}/my-access`, { token: newcomer.token });
    expect(access.body.access).toBe('inscriptor');

    const registroId = complete[0]!;
    const seen = (await detail(eventId, token, registroId)).body;
    // MasterCliente: every registrant, edits, but no folio release, configuration or staff.
    expect((await list(eventId, cliente.token)).body.registrants).toHaveLength(3);
    expect((await change(eventId, cliente.token, registroId, '/folio-release', 'POST', { revision: seen.revision })).status).toBe(403);
    expect((await grant(stranger.athlete.correo, 'inscriptor', cliente.token)).status).toBe(403);
    // An inscriptor sees only what it registered at the desk, and cannot open others' records.
    expect((await list(eventId, inscriptor.token)).body.registrants).toEqual([]);
    const desk = await callApi<RegistrantConfirmation>(cloudUrl, `/api/events/${eventId}/desk-registrations`, {
      method: 'POST',
      token: inscriptor.token,
      body: { ...registrationBody({ codigoModalidad: FIVE_K, datos: { ...registrationBody().datos, nombres: 'Josefina', apellidos: 'Taquilla' } }), tipoRegistro: 2 },
    });
    expect(desk.status).toBe(201);
    expect((await list(eventId, inscriptor.token)).body.registrants.map((row) => row.nombres)).toEqual(['Josefina']);
    expect((await list(eventId, inscriptor.token, '?q=jose')).body.registrants.map((row) => row.nombres)).toEqual(['Josefina']);
    expect((await list(eventId, token, '?q=jose')).body.registrants.map((row) => row.nombres).sort()).toEqual(['José', 'Josefina'].sort());
    expect((await detail(eventId, inscriptor.token, registroId)).status).toBe(404);
    expect((await change(eventId, inscriptor.token, registroId, '/deletion', 'PUT', { revision: seen.revision, borrado: true })).status).toBe(403);
    expect((await callApi(cloudUrl, `/api/events/${eventId}/timing-keys`, { token: inscriptor.token })).status).toBe(403);
    // No role, or no account: nothing.
    expect((await list(eventId, stranger.token)).status).toBe(403);
    expect((await list(eventId, '')).status).toBe(401);
    // Nobody changes their own role; a revoked user loses access at once.
    expect((await grant(cliente.athlete.correo, 'master', cliente.token)).status).toBe(403);
    const revoke = await callApi(cloudUrl, `/api/events/${eventId}/authorized-users/${encodeURIComponent(cliente.athlete.correo)}`, { method: 'DELETE', token });
    expect(revoke.status).toBe(200);
    expect((await list(eventId, cliente.token)).status).toBe(403);
  });
});
