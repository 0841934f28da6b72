// The callers and the event the security suites address: an upcoming event with its modality,
// registry configuration, a draft registrant and a timing key, made by its master, and its staff of
// each other profile; another organizer's event with its own key; an athlete; a platform admin; a
// reto organized by the master, with an access code the athlete registered with.
import { randomUUID } from 'node:crypto';
import type { CreatedTimingKey } from '@shared/timing/timing-key-schemas';
import { callApi, signedUpAthlete, type ApiAnswer } from '../../support/accounts';
import { createdEvent, newEventInfo, signedUpAdmin } from '../../support/timed-events';
import { registrationBody, registryConfigFor, tenK } from '../registration/registration-fixture';
import { tenKPoints } from '../timing/timing-fixture';

export const CALLERS = ['anonymous', 'athlete', 'organizer', 'master', 'admin', 'key', 'otherKey', 'masterOrganizador', 'masterCliente', 'inscriptor', 'cronometrista'] as const;
export type CallerName = (typeof CALLERS)[number];

/** How a caller proves who it is: a Cognito ID token, or an event's timing key. */
export interface Credentials {
  token?: string;
  apiKey?: string;
}

export const EVENT_INFO = newEventInfo({ fechaEvento: '2030-03-01', eventoDisponible: 2 });

/** A general form with one field of each answer type the server tells apart, and a group an organizer web's form section uses. */
export const REGISTRY_CONFIG = registryConfigFor({
  gruposFormularios: {
    contacto: [
      { campo: 'nombre', etiqueta: 'Nombre', iDCampo: 'nombre', tipoCampo: 'text', validacion: 'Requerido' },
      { campo: 'tema', etiqueta: 'Tema', iDCampo: 'tema', tipoCampo: 'Select', valor: [{ texto: 'Inscripciones', valor: 'insc' }] },
      { campo: 'mensaje', etiqueta: 'Mensaje', iDCampo: 'mensaje', tipoCampo: 'text', longitud: 500, validacion: 'Requerido' },
    ],
  },
  formulario: [
    { campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text' },
    { campo: 'edad', etiqueta: 'Años corriendo', iDCampo: 'anios', tipoCampo: 'number' },
    { campo: 'acepto', etiqueta: 'Acepto el reglamento', iDCampo: 'acepto', tipoCampo: 'checkbox', validacion: 'Requerido' },
  ],
  codigosDescuento: [{ codigo: 'CORRE10', tipo: 'porcentaje', valor: 10, usosMaximos: 5 }],
  formasDePago: { tarjeta: true, oxxo: true, codigoDescuento: true },
});

export const CAMPOS = { club: 'Los Pumas', anios: 3, acepto: true };

export const FORM_GROUP = 'contacto';
export const FORM_ANSWERS = { nombre: 'Lucía', tema: 'insc', mensaje: '¿Hay guardarropa en la salida?' };

export interface SecurityWorld {
  cloudUrl: string;
  eventId: number;
  otherEventId: number;
  registroId: string;
  /** The draft's payment: the same intento each time, so paying again is the same attempt. */
  payment: { metodo: 'oxxo_pay'; intento: string };
  /** The master's reto, in which the athlete is a participant. */
  retoId: string;
  /** An access code of the reto with uses left. */
  retoCode: string;
  callers: Record<CallerName, Credentials>;
}

async function ok<T>(answer: Promise<ApiAnswer<T>>, expected = 200): Promise<T> {
  const { status, body } = await answer;
  if (status !== expected) throw new Error(`expected ${expected}, got ${status} ${JSON.stringify(body)}`);
  return body;
}

async function newKey(cloudUrl: string, eventId: number, token: string): Promise<CreatedTimingKey> {
  const path = `/api/events/${eventId}/timing-keys`;
  return ok(callApi<CreatedTimingKey>(cloudUrl, path, { method: 'POST', token, body: { label: 'Seguridad' } }), 201);
}

async function retoWithParticipant(cloudUrl: string, organizerToken: string, athleteToken: string): Promise<{ retoId: string; retoCode: string }> {
  const reto = { eventName: 'Reto de seguridad', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 5 };
  const { eventID: eventId } = await ok(callApi<{ eventID: string }>(cloudUrl, '/api/retos', { method: 'POST', token: organizerToken, body: reto }), 201);
  await ok(callApi(cloudUrl, `/api/retos/${eventId}/codes`, { method: 'POST', token: organizerToken, body: { quantity: 1, uses: 10, intento: randomUUID() } }), 201);
  const { codes } = await ok(callApi<{ codes: Array<{ code: string }> }>(cloudUrl, `/api/retos/${eventId}/codes`, { token: organizerToken }));
  const retoCode = codes[0]?.code ?? '';
  await ok(callApi(cloudUrl, `/api/retos/${eventId}/registration`, { method: 'POST', token: athleteToken, body: { code: retoCode } }), 201);
  return { retoId: eventId, retoCode };
}

export async function securityWorld(cloudUrl: string, cognitoAdminEndpoint: string): Promise<SecurityWorld> {
  const [master, organizer, athlete, admin, masterOrganizador, masterCliente, inscriptor, cronometrista] = await Promise.all([
    signedUpAthlete(cloudUrl),
    signedUpAthlete(cloudUrl),
    signedUpAthlete(cloudUrl),
    signedUpAdmin(cloudUrl, cognitoAdminEndpoint),
    signedUpAthlete(cloudUrl),
    signedUpAthlete(cloudUrl),
    signedUpAthlete(cloudUrl),
    signedUpAthlete(cloudUrl),
  ]);
  const { iDEvento: eventId } = await createdEvent(cloudUrl, master.token, EVENT_INFO);
  const { iDEvento: otherEventId } = await createdEvent(cloudUrl, organizer.token, EVENT_INFO);
  const put = (path: string, body: unknown) => ok(callApi(cloudUrl, `/api/events/${eventId}/${path}`, { method: 'PUT', token: master.token, body }));
  await put('sections/modalidades', [tenK]);
  await put('sections/puntosControl', tenKPoints);
  await put('registration-config', REGISTRY_CONFIG);
  const staff = [
    [masterOrganizador, 'MasterOrganizador'],
    [masterCliente, 'MasterCliente'],
    [inscriptor, 'inscriptor'],
    [cronometrista, 'cronometrista'],
  ] as const;
  for (const [member, perfil] of staff) await put('authorized-users', { correo: member.athlete.correo, perfil });
  const draft = await ok(callApi<{ registroId: string }>(cloudUrl, `/api/events/${eventId}/registrations`, { method: 'POST', body: registrationBody({ campos: CAMPOS }) }), 201);
  const [key, otherKey] = await Promise.all([newKey(cloudUrl, eventId, master.token), newKey(cloudUrl, otherEventId, organizer.token)]);
  const { retoId, retoCode } = await retoWithParticipant(cloudUrl, master.token, athlete.token);
  return {
    cloudUrl,
    eventId,
    otherEventId,
    registroId: draft.registroId,
    payment: { metodo: 'oxxo_pay', intento: randomUUID() },
    retoId,
    retoCode,
    callers: {
      anonymous: {},
      athlete: { token: athlete.token },
      organizer: { token: organizer.token },
      master: { token: master.token },
      admin: { token: admin.token },
      key: { apiKey: key.key },
      otherKey: { apiKey: otherKey.key },
      masterOrganizador: { token: masterOrganizador.token },
      masterCliente: { token: masterCliente.token },
      inscriptor: { token: inscriptor.token },
      cronometrista: { token: cronometrista.token },
    },
  };
}

/** A key of the world's event that nobody uses, for a DELETE that really revokes one. */
export const spareKeyId = async (world: SecurityWorld) => (await newKey(world.cloudUrl, world.eventId, world.callers.master.token ?? '')).keyId;

export interface RawAnswer {
  status: number;
  /** The JSON answer, or its text when it is not JSON. */
  body: unknown;
}

/** Sends a body exactly as given (JSON text or not, or bytes that are not UTF-8) with the caller's credentials. */
export async function sendRaw(cloudUrl: string, method: string, path: string, who: Credentials, body?: string | Uint8Array): Promise<RawAnswer> {
  const res = await fetch(`${cloudUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.apiKey ? { 'x-api-key': who.apiKey } : {}),
    },
    body,
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: res.status, body: text };
  }
}
