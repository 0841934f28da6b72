// The requests that once answered 500 or replaced an organizer's document: each is refused with a
// Spanish message and leaves what was stored as it was.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { httpRoutes } from '@infra/routes';
import { registrationBody, tenK } from '../registration/registration-fixture';
import { tenKPoints } from '../timing/timing-fixture';
import { pathOf, requestOf } from './route-requests';
import { CAMPOS, EVENT_INFO, securityWorld, sendRaw, type RawAnswer, type SecurityWorld } from './security-world';

const cloudUrl = inject('cloudUrl');
const cognitoAdminEndpoint = inject('cognitoAdminEndpoint');

const MEGABYTE = 'x'.repeat(1024 * 1024);
const HOLE = '"__hostil__"';

/** JSON text of `body` with the placeholder replaced by raw JSON, so -0 or 9007199254740993 arrive as written. */
const withRaw = (body: unknown, raw: string) => JSON.stringify(body).replace(HOLE, raw);

/** JSON text with a byte that is not UTF-8 between its two halves, as a mangled key arrives; the gateway reads it as U+FFFD. */
const withBadByte = (before: string, after: string) => Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]);

/** What the organizer's convocatoria and timing configuration hold, so that one reset to defaults would show. */
const CONVOCATORIA = { blocks: [{ type: 'text', title: 'Reglamento', text: 'Corre con cuidado' }] };
const TIMING_CONFIG = { deadTimeSeconds: 25, showAll: true };

let world: SecurityWorld;
beforeAll(async () => {
  world = await securityWorld(cloudUrl, cognitoAdminEndpoint);
  for (const [section, body] of [['convocatoria', CONVOCATORIA], ['timingConfig', TIMING_CONFIG]] as const) {
    expect((await sendRaw(cloudUrl, 'PUT', `/api/events/${world.eventId}/sections/${section}`, world.callers.master, JSON.stringify(body))).status).toBe(200);
  }
});

const master = () => world.callers.master;
const eventPath = (rest = '') => `/api/events/${world.eventId}${rest}`;
const putSection = (section: string, body: string | Uint8Array | undefined) => sendRaw(cloudUrl, 'PUT', eventPath(`/sections/${section}`), master(), body);
const putConfig = (body: string | Uint8Array | undefined) => sendRaw(cloudUrl, 'PUT', eventPath('/registration-config'), master(), body);
const putEvent = (body: string) => sendRaw(cloudUrl, 'PUT', eventPath(), master(), body);

/** What an organizer stored: the event with its sections, and the registry configuration. */
async function organizerDocuments(): Promise<unknown[]> {
  const [event, config] = await Promise.all([sendRaw(cloudUrl, 'GET', eventPath(), {}), sendRaw(cloudUrl, 'GET', eventPath('/registration-config'), master())]);
  return [event.body, config.body];
}

describe('a hostile organizer document', () => {
  it.each<[string, () => Promise<RawAnswer>, number, string]>([
    ['kilometro 1e308 in modalidades', () => putSection('modalidades', withRaw([{ ...tenK, kilometro: '__hostil__' }], '1e308')), 400, 'Datos inválidos, revisa el formulario'],
    ['kilometro 1e308 in control points', () => putSection('puntosControl', withRaw([{ ...tenKPoints[0], kilometro: '__hostil__' }], '1e308')), 400, 'Datos inválidos, revisa el formulario'],
    ['a 1 MB convocatoria text', () => putSection('convocatoria', JSON.stringify({ blocks: [{ type: 'text', text: MEGABYTE }] })), 400, 'Datos inválidos, revisa el formulario'],
    ['a 1 MB custom-view name', () => putSection('customViews', JSON.stringify([{ name: MEGABYTE, views: [] }])), 400, 'Datos inválidos, revisa el formulario'],
    ['a 1 MB miniTheme colour', () => putSection('customViews', JSON.stringify([{ name: 'Vista', views: [], miniTheme: { background: MEGABYTE } }])), 400, 'Datos inválidos, revisa el formulario'],
    ['a 1 MB videoId', () => putSection('timingConfig', JSON.stringify({ eventVideos: [{ videoId: MEGABYTE, startTime: '2030-03-01 07:00:00', endTime: '2030-03-01 09:00:00' }] })), 400, 'Datos inválidos, revisa el formulario'],
    ['an empty body on a section', () => putSection('modalidades', undefined), 400, 'La solicitud no trae datos'],
    ['a body of blanks on a section', () => putSection('timingConfig', '  \n'), 400, 'La solicitud no trae datos'],
    ['an empty body on the registry configuration', () => putConfig(undefined), 400, 'La solicitud no trae datos'],
    ['a body that is not JSON on the registry configuration', () => putConfig('configModalidad='), 400, 'Datos inválidos, revisa el formulario'],
    ['a misspelt key (a trailing blank) on the registry configuration', () => putConfig('{"configModalidad ":{}}'), 400, 'Campo no reconocido: "configModalidad "'],
    ['a number too large for a double on the registry configuration', () => putConfig('{"a":1e400}'), 400, 'Número fuera del rango permitido'],
    ['a key that is not UTF-8 on the registry configuration', () => putConfig(withBadByte('{"configModalidad', '":{}}')), 400, 'Campo no reconocido: "configModalidad\uFFFD"'],
    ['only unknown keys on the convocatoria', () => putSection('convocatoria', JSON.stringify({ bloques: [{ type: 'text', text: 'Otro reglamento' }] })), 400, 'Campo no reconocido: "bloques"'],
    ['a key that is not UTF-8 on the timing configuration', () => putSection('timingConfig', withBadByte('{"deadTimeSecond', 's":5}')), 400, 'Campo no reconocido: "deadTimeSecond\uFFFDs"'],
    ['a number too large for a double in a known field of the timing configuration', () => putSection('timingConfig', '{"deadTimeSeconds":-1e400}'), 400, 'Número fuera del rango permitido'],
    ['unknown keys deep in the event data', () => putEvent(JSON.stringify({ ...EVENT_INFO, organizador: { ...EVENT_INFO.organizador, colorOrganizadr: '#000000' }, zona: 'UTC' })), 400, 'Campos no reconocidos: "organizador.colorOrganizadr", "zona"'],
    [
      'a convocatoria of bounded blocks over DynamoDB’s 400 KB',
      () => putSection('convocatoria', JSON.stringify({ blocks: Array.from({ length: 30 }, () => ({ type: 'text', text: 'x'.repeat(20_000) })) })),
      413,
      'Los datos son demasiado grandes para guardarse',
    ],
  ])('refuses %s and keeps what was stored', async (_, send, status, message) => {
    const before = await organizerDocuments();
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ message });
    expect(await organizerDocuments()).toEqual(before);
  });
});

describe('every write that replaces a configuration', () => {
  /** A key no such document has, with what the write would replace, read as its owner reads it. */
  const writes: [id: string, misspelt: (body: Record<string, unknown>) => { params?: Record<string, string>; body: unknown }, read: () => Promise<RawAnswer>][] = [
    ['SaveRegistryConfig', (body) => ({ body: { ...body, codigosDescuent: [] } }), () => sendRaw(cloudUrl, 'GET', eventPath('/registration-config'), master())],
    ['SaveEventSection', () => ({ params: { section: 'convocatoria' }, body: { ...CONVOCATORIA, bloques: [] } }), () => sendRaw(cloudUrl, 'GET', eventPath(), {})],
    ['UpdateEvent', (body) => ({ body: { ...body, nombreEvent: 'Otra carrera' } }), () => sendRaw(cloudUrl, 'GET', eventPath(), {})],
    ['CreateEvent', (body) => ({ body: { ...body, nombreEvent: 'Otra carrera' } }), () => sendRaw(cloudUrl, 'GET', '/api/my-events', master())],
    ['SaveSite', (body) => ({ body: { ...body, content: { ...(body.content as object), titulo: 'Otro sitio' } } }), () => sendRaw(cloudUrl, 'GET', eventPath('/site'), master())],
    ['UpdateVirtualEvent', (body) => ({ params: { eventID: world.retoId }, body: { ...body, eventDescriptio: 'Otro reto' } }), () => sendRaw(cloudUrl, 'GET', `/api/retos/${world.retoId}/config`, master())],
    ['CreateVirtualEvent', (body) => ({ body: { ...body, eventDescriptio: 'Otro reto' } }), () => sendRaw(cloudUrl, 'GET', '/api/my-retos', master())],
  ];

  it.each(writes)('%s refuses a key its document does not have, naming it, and keeps what was stored', async (id, misspelt, read) => {
    const route = httpRoutes.find((candidate) => candidate.id === id)!;
    const base = await requestOf(route, world, master());
    const request = misspelt(base.body as Record<string, unknown>);
    const before = await read();
    const answer = await sendRaw(cloudUrl, route.method, pathOf(route, world, { ...base, params: request.params ?? base.params }), master(), JSON.stringify(request.body));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'UNKNOWN_FIELDS', message: expect.stringMatching(/^Campo no reconocido: "(content\.)?(codigosDescuent|bloques|nombreEvent|titulo|eventDescriptio)"$/) });
    expect(await read()).toEqual(before);
  });
});

describe('a hostile registration form answer', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['1e308 as the text answer', { club: '__hostil__' }, '1e308', 'campos.club'],
    ['an unsafe integer as the text answer', { club: '__hostil__' }, '9007199254740993', 'campos.club'],
    ['a tick as the text answer', { club: true }, '', 'campos.club'],
    ['a number as the text answer', { club: 7 }, '', 'campos.club'],
    ['text as the number answer', { anios: '3' }, '', 'campos.anios'],
    ['1e308 as the number answer', { anios: '__hostil__' }, '1e308', 'campos.anios'],
    ['text as the checkbox answer', { acepto: 'true' }, '', 'campos.acepto'],
  ])('refuses %s with 400 and stores no registrant', async (_, campos, raw, field) => {
    const body = registrationBody({ campos: { ...CAMPOS, ...campos } });
    const refused = await sendRaw(cloudUrl, 'POST', eventPath('/registrations'), {}, raw ? withRaw(body, raw) : JSON.stringify(body));
    expect(refused.status).toBe(400);
    expect((refused.body as { fields: Record<string, string> }).fields).toHaveProperty([field]);
    // The same attempt, now valid, is a new registrant: the refused one stored nothing.
    const accepted = await sendRaw(cloudUrl, 'POST', eventPath('/registrations'), {}, JSON.stringify({ ...body, campos: CAMPOS }));
    expect(accepted.status).toBe(201);
  });
});

describe('hostile public and timing requests', () => {
  it('answers a 2,000-character bib with 400 and a Spanish message', async () => {
    const answer = await sendRaw(cloudUrl, 'GET', eventPath(`/athletes/${'1'.repeat(2000)}`), {});
    expect(answer).toEqual({ status: 400, body: { code: 'INVALID_BIB', message: 'Número de corredor inválido' } });
  });

  it('finds nobody for a 2,000-digit search instead of failing', async () => {
    const answer = await sendRaw(cloudUrl, 'GET', eventPath(`/search?q=${'1'.repeat(2000)}`), {});
    expect(answer).toEqual({ status: 200, body: { rows: [], total: 0 } });
  });

  it('rejects an uploaded result row with a 1 MB fhm by its index and stores nothing', async () => {
    const row = { num: '77', nombre: 'Ana Prueba', gen: 'F', codMod: '10K', fhm: MEGABYTE };
    const answer = await sendRaw(cloudUrl, 'PUT', `/api/timing/events/${world.eventId}/results`, world.callers.key, JSON.stringify({ results: [row] }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ stored: 0, rejected: [{ index: 0 }] });
    expect((await sendRaw(cloudUrl, 'GET', eventPath('/athletes/77'), {})).status).toBe(404);
  });
});
