// Registration at the desk against the local cloud: staff of the event register a person paid in
// cash (point of sale) or with an enrollment code, complete at once with a folio, no online fee and
// the desk's own mails; with the fields and products of their audience, the capacity of the online
// flow, one registrant per attempt, and only for the event's staff.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { MyEventAccess } from '@shared/registration/admin-permissions';
import type { RegistrantPage, RegistrantRow } from '@shared/registration/registrant-admin-api';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { mailsTo, register, registrationBody, registrationEvent, registryConfigFor, type RegistrationEvent } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

const CAPACITY = 4;
const FIRST_FOLIO = 701;

/** A 10K of four places (folios 701–704) with a field only staff fill, one only masters fill, and codes on. */
const config = registryConfigFor({
  capacidad: CAPACITY,
  inicio: FIRST_FOLIO,
  formulario: [
    { campo: 'recibo', etiqueta: 'Recibo de caja', iDCampo: 'recibo', tipoCampo: 'text', validacion: 'Requerido', hideInPublic: true },
    { campo: 'notaMaster', etiqueta: 'Nota del organizador', iDCampo: 'notaMaster', tipoCampo: 'text', validacion: 'Requerido', hideInPublic: true, hideInscriptor: true },
  ],
  codigosDescuento: [{ codigo: 'INVITADO', tipo: 'porcentaje', valor: 100, usosMaximos: 5 }],
  formasDePago: { tarjeta: true, oxxo: true, codigoDescuento: true },
});

interface Desk {
  race: RegistrationEvent;
  inscriptor: { token: string; userId: string };
}

type DeskBody = ReturnType<typeof registrationBody> & { tipoRegistro: number };

const deskBody = (overrides: Partial<DeskBody> = {}): DeskBody => ({ ...registrationBody({ campos: { recibo: 'R-001' } }), tipoRegistro: 2, ...overrides });

const registerAtDesk = <T = RegistrantConfirmation>(eventId: number, token: string | undefined, body: unknown) =>
  callApi<T>(cloudUrl, `/api/events/${eventId}/desk-registrations`, { method: 'POST', token, body });

const registrants = (eventId: number, token: string) => callApi<RegistrantPage>(cloudUrl, `/api/events/${eventId}/registrants?filtro=3`, { token });

async function setUp(): Promise<Desk> {
  const race = await registrationEvent(cloudUrl, config);
  const staff = await signedUpAthlete(cloudUrl);
  const grant = await callApi(cloudUrl, `/api/events/${race.eventId}/authorized-users`, { method: 'PUT', token: race.token, body: { correo: staff.athlete.correo, perfil: 'inscriptor' } });
  expect(grant.status).toBe(200);
  const access = await callApi<MyEventAccess>(cloudUrl, `/api/events/${race.eventId}/my-access`, { token: staff.token });
  expect(access.body.access).toBe('inscriptor');
  return { race, inscriptor: { token: staff.token, userId: access.body.userId } };
}

describe('POST /api/events/{eventId}/desk-registrations', () => {
  let desk: Desk;
  beforeAll(async () => {
    desk = await setUp();
  });

  it('lets the point of sale read the registry configuration without its discount codes, which its organizer reads', async () => {
    const { race, inscriptor } = desk;
    const path = `/api/events/${race.eventId}/registration-config`;
    const asStaff = await callApi<{ codigosDescuento: unknown[]; configModalidad: Record<string, unknown> }>(cloudUrl, path, { token: inscriptor.token });
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.codigosDescuento).toEqual([]);
    expect(Object.keys(asStaff.body.configModalidad)).not.toHaveLength(0);
    expect(JSON.stringify(asStaff.body)).not.toContain('INVITADO');
    const asOrganizer = await callApi<{ codigosDescuento: { codigo: string }[] }>(cloudUrl, path, { token: race.token });
    expect(asOrganizer.body.codigosDescuento.map(({ codigo }) => codigo)).toEqual(['INVITADO']);
  });

  it('registers a person paid in cash at the point of sale: folio of the range, no fee, mail 2, listed as the inscriptor’s own', async () => {
    const { race, inscriptor } = desk;
    const body = deskBody({ productos: [{ codigoProducto: 'medalla', cantidad: 1, campos: {} }], campos: { recibo: 'R-001', notaMaster: 'no la ve' } });

    const created = await registerAtDesk(race.eventId, inscriptor.token, body);

    expect(created.status).toBe(201);
    const confirmation = created.body;
    expect(confirmation.numero).toBeGreaterThanOrEqual(FIRST_FOLIO);
    expect(confirmation.numero).toBeLessThan(FIRST_FOLIO + CAPACITY);
    expect(confirmation).toMatchObject({
      tipoRegistro: 2,
      tipoConfirmacion: 1,
      statusPago: { status: 'ok', formaPago: 'efectivo', formaInscripcion: 'punto de Venta', idOperacion: `caja-${confirmation.registroId}`, amount: 55_000 },
    });
    expect(confirmation.order.lines.map((line) => line.code)).toEqual(['insc', 'producto-medalla']);
    expect(confirmation.order).toMatchObject({ fee: 0, total: 55_000 });

    const mails = await mailsTo(cloudUrl, body.datos.correo);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Inscripción en punto de venta confirmada - /)]);
    expect(mails[0]?.text).toContain(`Folio: ${confirmation.numero}`);

    const own = await registrants(race.eventId, inscriptor.token);
    expect(own.status).toBe(200);
    const row = own.body.registrants.find((candidate) => candidate.registroId === confirmation.registroId) as RegistrantRow;
    expect(row).toMatchObject({ usuarioRegistra: inscriptor.userId, tipoRegistro: 2, lista: 'completo', numero: confirmation.numero, campos: { recibo: 'R-001' } });
    // A field hidden from the inscriptor's profile is neither asked of it nor stored.
    expect(row.campos).not.toHaveProperty('notaMaster');
    const detail = await callApi<{ mails: { tipoCorreo: number }[] }>(cloudUrl, `/api/events/${race.eventId}/registrants/${confirmation.registroId}`, { token: inscriptor.token });
    expect(detail.body.mails.map((mail) => mail.tipoCorreo)).toEqual([2]);
  });

  it('accepts at the desk what is hidden from the public, and the public still cannot send it', async () => {
    const { race, inscriptor } = desk;
    const missing = await registerAtDesk<ApiErrorBody>(race.eventId, inscriptor.token, deskBody({ campos: {} }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ 'campos.recibo': 'Campo requerido' });

    const online = await register<ApiErrorBody>(cloudUrl, race.eventId, registrationBody({ productos: [{ codigoProducto: 'medalla', cantidad: 1, campos: {} }] }));
    expect(online.status).toBe(400);
    expect(online.body.message).toBe('El producto elegido no está disponible');
  });

  it('asks a master for the fields hidden from inscriptors', async () => {
    const { race } = desk;
    const refused = await registerAtDesk<ApiErrorBody>(race.eventId, race.token, deskBody());
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'campos.notaMaster': 'Campo requerido' });
  });

  it('is one registrant for the same attempt sent twice, even at once', async () => {
    const { race, inscriptor } = desk;
    const body = deskBody();
    const [first, second] = await Promise.all([registerAtDesk(race.eventId, inscriptor.token, body), registerAtDesk(race.eventId, inscriptor.token, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body.registroId).toBe(first.body.registroId);
    expect(second.body.numero).toBe(first.body.numero);
    const again = await registerAtDesk(race.eventId, inscriptor.token, body);
    expect(again.status).toBe(200);
    expect(again.body.registroId).toBe(first.body.registroId);
    const rows = (await registrants(race.eventId, inscriptor.token)).body.registrants.filter((row) => row.correo === body.datos.correo);
    expect(rows).toHaveLength(1);
    expect(await mailsTo(cloudUrl, body.datos.correo)).toHaveLength(1);
  });

  it('registers with an enrollment code (mail 3), and refuses an unknown code in Spanish', async () => {
    const { race, inscriptor } = desk;
    const refused = await registerAtDesk<ApiErrorBody>(race.eventId, inscriptor.token, deskBody({ tipoRegistro: 3, codigoDescuento: 'NOEXISTE' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Código inválido', fields: { codigoDescuento: 'Código inválido' } });
    const withoutCode = await registerAtDesk<ApiErrorBody>(race.eventId, inscriptor.token, deskBody({ tipoRegistro: 3 }));
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.fields?.codigoDescuento).toBe('Campo requerido');

    const body = deskBody({ tipoRegistro: 3, codigoDescuento: 'invitado' });
    const created = await registerAtDesk(race.eventId, inscriptor.token, body);

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tipoRegistro: 3, tipoConfirmacion: 4, statusPago: { status: 'ok', formaPago: 'efectivo', formaInscripcion: 'punto de Venta', amount: 0 } });
    expect(created.body.order).toMatchObject({ discount: 45_000, fee: 0, total: 0 });
    const mails = await mailsTo(cloudUrl, body.datos.correo);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Inscripción con código confirmada - /)]);
    expect(mails[0]?.text).toContain('Código de inscripción: INVITADO');
  });

  it('refuses a full modality as AGOTADO, as online', async () => {
    const { race, inscriptor } = desk;
    // Three places are taken above; the fourth goes now, the fifth is refused.
    expect((await registerAtDesk(race.eventId, inscriptor.token, deskBody())).status).toBe(201);
    const refused = await registerAtDesk<ApiErrorBody>(race.eventId, inscriptor.token, deskBody());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('AGOTADO: la modalidad ya no tiene lugares');
    const online = await register<ApiErrorBody>(cloudUrl, race.eventId, registrationBody());
    expect(online.status).toBe(409);
    expect(online.body.message).toBe(refused.body.message);
  });

  it('answers 401 without an account and 403 to an athlete without a role on the event', async () => {
    const { race } = desk;
    const anonymous = await registerAtDesk<ApiErrorBody>(race.eventId, undefined, deskBody());
    expect(anonymous.status).toBe(401);
    const athlete = await signedUpAthlete(cloudUrl);
    const stranger = await registerAtDesk<ApiErrorBody>(race.eventId, athlete.token, deskBody({ intento: randomUUID() }));
    expect(stranger.status).toBe(403);
  });
});
