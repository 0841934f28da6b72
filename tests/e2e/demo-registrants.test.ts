// The demo seed's registration staff and registrants, as the admin area reads them from the e2e
// layer's demo cloud (its seed makes the small plan of --demo-registrants, with every path in it).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MyEventAccess } from '@shared/registration/admin-permissions';
import type { AuthorizedUser, DeletedFolio, RegistrantDetail, RegistrantPage, RegistrantRow } from '@shared/registration/registrant-admin-api';
import { CHANGE_ACTIONS } from '@shared/registration/registrant-changes';
import type { EventSummary } from '@shared/results/event-schemas';
import { callApi, signIn } from '../support/accounts';

const cloudUrl = inject('cloudUrl');
const PASSWORD = 'Demo123!';
const staffEmails = { organizador: 'organizador@demo.mx', organizadora: 'organizadora@demo.mx', cliente: 'cliente@demo.mx', taquilla: 'taquilla@demo.mx' };
type Staff = keyof typeof staffEmails;

let eventId: number;
const tokens = {} as Record<Staff, string>;

async function ok<T>(path: string, token: string): Promise<T> {
  const { status, body } = await callApi<T>(cloudUrl, path, { token });
  if (status !== 200) throw new Error(`GET ${path} → ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Every registrant the caller sees (filter 3), page after page. */
async function everyone(token: string): Promise<RegistrantRow[]> {
  const rows: RegistrantRow[] = [];
  let antes: string | undefined;
  do {
    const page = await ok<RegistrantPage>(`/api/events/${eventId}/registrants?filtro=3${antes ? `&antes=${encodeURIComponent(antes)}` : ''}`, token);
    rows.push(...page.registrants);
    antes = page.antes;
  } while (antes);
  return rows;
}

beforeAll(async () => {
  for (const [staff, correo] of Object.entries(staffEmails)) tokens[staff as Staff] = await signIn(cloudUrl, correo, PASSWORD);
  const { events } = await ok<{ events: EventSummary[] }>('/api/my-events', tokens.organizador);
  eventId = events.find((event) => event.nombreEvento === 'Carrera de la Primavera de Puebla')!.iDEvento;
});

describe('the demo seed’s registration staff', () => {
  it('authorizes the staff accounts with their profiles, and one e-mail that has no account yet', async () => {
    const { users } = await ok<{ users: AuthorizedUser[] }>(`/api/events/${eventId}/authorized-users`, tokens.organizadora);
    expect(users.map(({ correo, perfil, status }) => ({ correo, perfil, status }))).toEqual(
      expect.arrayContaining([
        { correo: 'organizadora@demo.mx', perfil: 'MasterOrganizador', status: 'ok' },
        { correo: 'cliente@demo.mx', perfil: 'MasterCliente', status: 'ok' },
        { correo: 'taquilla@demo.mx', perfil: 'inscriptor', status: 'ok' },
        { correo: 'caja2@demo.mx', perfil: 'inscriptor', status: 'pendiente' },
      ]),
    );
  });

  it('gives each staff account its standing on the event', async () => {
    const standing = async (staff: Staff) => (await ok<MyEventAccess>(`/api/events/${eventId}/my-access`, tokens[staff])).access;
    expect([await standing('organizador'), await standing('organizadora'), await standing('cliente'), await standing('taquilla')]).toEqual([
      'master',
      'MasterOrganizador',
      'MasterCliente',
      'inscriptor',
    ]);
  });
});

describe('the demo seed’s registrants', () => {
  let rows: RegistrantRow[];
  beforeAll(async () => {
    rows = await everyone(tokens.organizadora);
  });

  it('are every one of the plan, in every list, paid every way, online and at the desk', () => {
    // The plan's 50, and the demo's group order: a family of three paid together.
    expect(rows.filter((row) => row.grupo === undefined)).toHaveLength(50);
    expect(rows.filter((row) => row.grupo?.etiqueta === 'Familia Ramírez Luna')).toHaveLength(3);
    expect(new Set(rows.map((row) => row.lista))).toEqual(new Set(['completo', 'incompleto', 'borrado', 'liberado']));
    expect(new Set(rows.map((row) => row.statusPago.formaPago))).toEqual(new Set(['card', 'oxxo_pay', 'efectivo', '']));
    expect(new Set(rows.map((row) => row.tipoRegistro))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((row) => row.modalidad))).toEqual(new Set(['21K', '10K', '5K', '1K']));
    expect(rows.some((row) => row.monedaAUsar === 'USD')).toBe(true);
    expect(rows.some((row) => row.productos.length > 0)).toBe(true);
  });

  it('carry the staff’s edits, moves, deletion, restore and folio release, and the mails sent', async () => {
    const details = await Promise.all(rows.map((row) => ok<RegistrantDetail>(`/api/events/${eventId}/registrants/${row.registroId}`, tokens.organizadora)));
    const actions = new Set(details.flatMap((detail) => detail.changesRegistry.map((entry) => entry.action)));
    const { borrado, reversaBorrado, correo, apellido, telefono, modalidad, camposAdicionales, folioLiberado } = CHANGE_ACTIONS;
    expect([...actions]).toEqual(expect.arrayContaining([borrado, reversaBorrado, correo, apellido, telefono, modalidad, camposAdicionales, folioLiberado]));
    expect(details.filter((detail) => detail.mails.length > 1).length).toBeGreaterThanOrEqual(2);
    const { folios } = await ok<{ folios: DeletedFolio[] }>(`/api/events/${eventId}/deleted-folios`, tokens.organizadora);
    expect(folios).toHaveLength(3);
  });

  it('show the point of sale only whom it registered', async () => {
    const { userId } = await ok<MyEventAccess>(`/api/events/${eventId}/my-access`, tokens.taquilla);
    const own = await everyone(tokens.taquilla);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.usuarioRegistra === userId && row.tipoRegistro !== 1)).toBe(true);
  });
});
