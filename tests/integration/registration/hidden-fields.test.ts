// The registration form's hide flags in the admin area against the local cloud (docs/registrant-admin.md
// §6): a MasterCliente and an inscriptor neither read nor change the fields hidden from their profile, in
// the Ingresos list, the registrant's detail, its changes and its purchase, while a master sees them all.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { RegistrantChange, RegistrantDetail, RegistrantPage } from '@shared/registration/registrant-admin-api';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import type { DashboardView } from '@shared/registration/report-api';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';
import { MODALITY, registrationBody, registrationEvent, registryConfigFor } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

/** 'Club' for everyone, 'Alergias' and 'Tipo de sangre' hidden from a MasterCliente, 'Nota interna' from an inscriptor; the shirt's printed name from a MasterCliente. */
function hidingConfig() {
  const base = registryConfigFor();
  const shirt = {
    codigoProducto: 'playera',
    nombreProducto: 'Playera',
    descripcionProducto: 'Playera técnica',
    precioProducto: 25_000,
    maxCantidad: 2,
    formularioProducto: [
      { campo: 'talla', etiqueta: 'Talla', iDCampo: 'talla', tipoCampo: 'Select', valor: [{ texto: 'M', valor: 'M' }, { texto: 'G', valor: 'G' }] },
      { campo: 'nombrePlayera', etiqueta: 'Nombre impreso', iDCampo: 'nombrePlayera', tipoCampo: 'text', hideMasterCliente: true },
    ],
  };
  return {
    ...base,
    formulario: [
      { campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text' },
      { campo: 'alergias', etiqueta: 'Alergias', iDCampo: 'alergias', tipoCampo: 'text', hideMasterCliente: true },
      { campo: 'sangre', etiqueta: 'Tipo de sangre', iDCampo: 'sangre', tipoCampo: 'Select', valor: [{ texto: 'O+', valor: 'O+' }], hideMasterCliente: true },
      { campo: 'notaInterna', etiqueta: 'Nota interna', iDCampo: 'notaInterna', tipoCampo: 'text', hideInPublic: true, hideInscriptor: true },
    ],
    configModalidad: { [MODALITY]: { ...base.configModalidad[MODALITY]!, productosAdicionales: [shirt] } },
  };
}

interface World {
  eventId: number;
  master: string;
  cliente: string;
  inscriptor: string;
  /** Registered by the master at the desk, with every field filled and a shirt with its printed name. */
  registroId: string;
}

const path = (world: World, rest = '') => `/api/events/${world.eventId}/registrants${rest}`;
const list = (world: World, token: string) => callApi<RegistrantPage>(cloudUrl, path(world, '?filtro=3'), { token });
const detail = (world: World, token: string, registroId = world.registroId) => callApi<RegistrantDetail>(cloudUrl, path(world, `/${registroId}`), { token });
const edit = <T = RegistrantChange>(world: World, token: string, body: Record<string, unknown>, registroId = world.registroId) =>
  callApi<T>(cloudUrl, path(world, `/${registroId}`), { method: 'PATCH', token, body });

async function atDesk(eventId: number, token: string, body: ReturnType<typeof registrationBody>): Promise<string> {
  const created = await callApi<RegistrantConfirmation>(cloudUrl, `/api/events/${eventId}/desk-registrations`, { method: 'POST', token, body: { ...body, tipoRegistro: 2 } });
  expect(created.status).toBe(201);
  return created.body.registroId;
}

async function setUp(): Promise<World> {
  const { eventId, token: master } = await registrationEvent(cloudUrl, hidingConfig());
  const [cliente, inscriptor] = await Promise.all([signedUpAthlete(cloudUrl), signedUpAthlete(cloudUrl)]);
  for (const [who, perfil] of [
    [cliente, 'MasterCliente'],
    [inscriptor, 'inscriptor'],
  ] as const) {
    const grant = await callApi(cloudUrl, `/api/events/${eventId}/authorized-users`, { method: 'PUT', token: master, body: { correo: who.athlete.correo, perfil } });
    expect(grant.status).toBe(200);
  }
  const registroId = await atDesk(
    eventId,
    master,
    registrationBody({
      campos: { club: 'Los Pumas', alergias: 'Penicilina', sangre: 'O+', notaInterna: 'Pagó con billete grande' },
      productos: [{ codigoProducto: 'playera', cantidad: 1, campos: { talla: 'G', nombrePlayera: 'LUCY' } }],
    }),
  );
  return { eventId, master, cliente: cliente.token, inscriptor: inscriptor.token, registroId };
}

describe('fields hidden from a MasterCliente', () => {
  let world: World;
  beforeAll(async () => {
    world = await setUp();
  });

  it('are absent from its Ingresos list and the registrant’s detail, answers, products and purchase, and a master still reads them', async () => {
    const row = (await list(world, world.cliente)).body.registrants.find((candidate) => candidate.registroId === world.registroId)!;
    const seen = (await detail(world, world.cliente)).body;
    for (const registrant of [row, seen]) {
      expect(registrant.campos).toEqual({ club: 'Los Pumas', notaInterna: 'Pagó con billete grande' });
      expect(registrant.productos).toEqual([{ codigoProducto: 'playera', cantidad: 1, campos: { talla: 'G' } }]);
      expect(JSON.stringify(registrant)).not.toMatch(/LUCY|Penicilina|O\+|Nombre impreso|Alergias/);
    }
    expect(seen.order.lines.find((line) => line.code === 'producto-playera')?.description).toBe('Playera técnica · Talla: G');

    const full = (await detail(world, world.master)).body;
    expect(full.campos).toEqual({ club: 'Los Pumas', alergias: 'Penicilina', sangre: 'O+', notaInterna: 'Pagó con billete grande' });
    expect(full.order.lines.find((line) => line.code === 'producto-playera')?.description).toBe('Playera técnica · Talla: G · Nombre impreso: LUCY');
  });

  it('cannot be changed by it (403 in Spanish, nothing changed), while the fields it sees can', async () => {
    const before = (await detail(world, world.master)).body;
    const refused = await edit<ApiErrorBody>(world, world.cliente, { revision: before.revision, campoAdicional: 'alergias', valor: 'Ninguna' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'HIDDEN_FIELD',
      message: 'Ese campo está oculto para tu perfil: no puedes verlo ni cambiarlo',
      fields: { 'campos.alergias': 'Ese campo está oculto para tu perfil: no puedes verlo ni cambiarlo' },
    });
    const after = (await detail(world, world.master)).body;
    expect([after.revision, after.campos.alergias, after.changesRegistry]).toEqual([before.revision, 'Penicilina', before.changesRegistry]);

    const allowed = await edit(world, world.cliente, { revision: before.revision, campoAdicional: 'club', valor: 'Las Liebres' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.registrant.campos).toEqual({ club: 'Las Liebres', notaInterna: 'Pagó con billete grande' });
  });

  it('are changed by a master, and that change stays out of the MasterCliente’s record of changes', async () => {
    const { revision } = (await detail(world, world.master)).body;
    const changed = await edit(world, world.master, { revision, campoAdicional: 'alergias', valor: 'Ninguna' });
    expect(changed.status).toBe(200);
    expect(changed.body.registrant.changesRegistry.at(-1)).toMatchObject({ action: 11, iDCampo: 'alergias', description: expect.stringContaining('Penicilina') });

    const seen = (await detail(world, world.cliente)).body;
    expect(seen.changesRegistry.length).toBeGreaterThan(0);
    expect(seen.changesRegistry.map((change) => change.iDCampo)).not.toContain('alergias');
    expect(JSON.stringify(seen)).not.toMatch(/Penicilina|Ninguna/);
  });

  it('are left out of its Dashboard’s field summaries', async () => {
    const dashboardOf = async (token: string) => {
      const answer = await callApi<DashboardView>(cloudUrl, `/api/events/${world.eventId}/dashboard`, { token });
      return answer.body.dashboard ?? undefined;
    };
    const full = await waitFor(() => dashboardOf(world.master));
    expect(full.campos.map((field) => field.iDCampo)).toEqual(['sangre']);
    const seen = await waitFor(() => dashboardOf(world.cliente));
    expect(seen.totales).toEqual(full.totales);
    expect(seen.campos).toEqual([]);
  });
});

describe('fields hidden from an inscriptor', () => {
  it('are absent from what it reads of its own registrant, even once a master filled them, and it cannot change them', async () => {
    const world = await setUp();
    const own = await atDesk(world.eventId, world.inscriptor, registrationBody({ campos: { club: 'Los Pumas', alergias: 'Ninguna' } }));
    const { revision } = (await detail(world, world.master, own)).body;
    expect((await edit(world, world.master, { revision, campoAdicional: 'notaInterna', valor: 'Revisar identificación' }, own)).status).toBe(200);

    const row = (await list(world, world.inscriptor)).body.registrants.find((candidate) => candidate.registroId === own)!;
    const seen = (await detail(world, world.inscriptor, own)).body;
    for (const registrant of [row, seen]) expect(registrant.campos).toEqual({ club: 'Los Pumas', alergias: 'Ninguna' });
    expect(JSON.stringify(seen)).not.toContain('Revisar identificación');

    const refused = await edit<ApiErrorBody>(world, world.inscriptor, { revision: seen.revision, campoAdicional: 'notaInterna', valor: '' }, own);
    expect([refused.status, refused.body.code]).toEqual([403, 'HIDDEN_FIELD']);
    expect((await detail(world, world.master, own)).body.campos.notaInterna).toBe('Revisar identificación');
  });
});
