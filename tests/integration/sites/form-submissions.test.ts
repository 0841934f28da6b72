// Form sections of organizer webs through the API, on a cloud of their own with the limits as
// deployed: a visitor's answers checked against the event's field group and stored with the
// server's date, nothing stored for a bad one, one stored per intento, 429 past the limit of one
// address and event, the list and the CSV for the staff who read every registrant only. Each
// loopback address (127.0.0.x) is another client.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedSubmission, SubmissionPage, SubmissionsCsv } from '@shared/sites/form-submission-api';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { earlyInTheMinute } from '../../support/clock-window';
import type { CloudProcess } from '../../support/local-cloud-process';
import { spawnSuiteCloud } from '../../support/suite-cloud';
import { requestFrom } from '../../support/request-from';
import { registrationEvent, registryConfigFor, type RegistrationEvent } from '../registration/registration-fixture';

const contacto = [
  { campo: 'titulo', etiqueta: 'Escríbenos', iDCampo: 'titulo', tipoCampo: 'titulo', order: 0 },
  { campo: 'nombre', etiqueta: 'Nombre', iDCampo: 'nombre', tipoCampo: 'text', validacion: 'Requerido', order: 1 },
  { campo: 'tema', etiqueta: 'Tema', iDCampo: 'tema', tipoCampo: 'Select', valor: [{ texto: 'Inscripciones', valor: 'insc' }, { texto: 'Patrocinio', valor: 'patro' }], order: 2 },
  { campo: 'edad', etiqueta: 'Edad', iDCampo: 'edad', tipoCampo: 'number', order: 3 },
  { campo: 'mensaje', etiqueta: 'Mensaje', iDCampo: 'mensaje', tipoCampo: 'text', longitud: 500, validacion: 'Requerido', order: 4 },
  { campo: 'interno', etiqueta: 'Nota interna', iDCampo: 'interno', tipoCampo: 'text', hideInPublic: true, order: 5 },
];

let cloud: CloudProcess;
let race: RegistrationEvent;
const staff: Record<'inscriptor' | 'masterCliente' | 'athlete', string> = { inscriptor: '', masterCliente: '', athlete: '' };

beforeAll(async () => {
  cloud = await spawnSuiteCloud(['--no-seed', '--web-dist', 'tests/support/fixtures/web-dist']);
  race = await registrationEvent(cloud.url, registryConfigFor({ gruposFormularios: { contacto, prensa: [contacto[1]] } }));
  const [inscriptor, masterCliente, athlete] = await Promise.all([signedUpAthlete(cloud.url), signedUpAthlete(cloud.url), signedUpAthlete(cloud.url)]);
  for (const [member, perfil] of [[inscriptor, 'inscriptor'], [masterCliente, 'MasterCliente']] as const) {
    const granted = await callApi(cloud.url, `/api/events/${race.eventId}/authorized-users`, { method: 'PUT', token: race.token, body: { correo: member.athlete.correo, perfil } });
    expect(granted.status).toBe(200);
  }
  Object.assign(staff, { inscriptor: inscriptor.token, masterCliente: masterCliente.token, athlete: athlete.token });
});
afterAll(() => cloud?.stop());

const answers = (campos: Record<string, unknown> = {}) => ({ intento: randomUUID(), sitio: race.eventId, campos: { nombre: 'Ana López', mensaje: '¿Hay guardarropa?', ...campos } });

const submit = <T = CreatedSubmission>(from: string, body: unknown, grupo = 'contacto', eventId = race.eventId) =>
  requestFrom<T>(from, `${cloud.url}/api/events/${eventId}/forms/${encodeURIComponent(grupo)}/submissions`, { method: 'POST', body });

const list = (form = 'contacto', token: string | undefined = race.token, cursor?: string) =>
  callApi<SubmissionPage & ApiErrorBody>(cloud.url, `/api/events/${race.eventId}/forms/submissions?form=${encodeURIComponent(form)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });

const csvOf = (form: string, token: string | undefined = race.token) => callApi<SubmissionsCsv & ApiErrorBody>(cloud.url, `/api/events/${race.eventId}/forms/submissions/csv?form=${form}`, { token });

describe('a visitor sending a form section', () => {
  it('is answered 201 with the id and the server date, and the staff list it newest first with only the fields the form asks', async () => {
    const before = new Date().toISOString();
    const first = await submit('127.0.0.2', answers({ tema: 'insc', edad: 31, interno: 'colado', inventado: 'x' }));
    const second = await submit('127.0.0.2', answers({ nombre: 'Beto Ruiz' }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.fecha >= before && first.body.fecha <= new Date().toISOString()).toBe(true);

    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.submissions.slice(0, 2)).toEqual([
      { id: second.body.id, formId: 'contacto', fecha: second.body.fecha, campos: { nombre: 'Beto Ruiz', mensaje: '¿Hay guardarropa?' } },
      { id: first.body.id, formId: 'contacto', fecha: first.body.fecha, campos: { nombre: 'Ana López', mensaje: '¿Hay guardarropa?', tema: 'insc', edad: 31 } },
    ]);
  });

  it('stores one submission for an intento sent twice', async () => {
    const body = answers({ nombre: 'Doble Clic' });
    const [a, b] = await Promise.all([submit('127.0.0.3', body), submit('127.0.0.3', body)]);
    expect(a.body).toEqual(b.body);
    const stored = (await list()).body.submissions.filter((submission) => submission.campos.nombre === 'Doble Clic');
    expect(stored).toHaveLength(1);
  });

  it.each<[string, () => ReturnType<typeof submit<ApiErrorBody>>, number, RegExp]>([
    ['a required field missing', () => submit('127.0.0.4', { intento: randomUUID(), sitio: race.eventId, campos: { nombre: 'Sin mensaje' } }), 400, /^Revisa los campos requeridos$/],
    ['a number sent as text', () => submit('127.0.0.4', answers({ edad: 'treinta' })), 400, /^Revisa los campos requeridos$/],
    ['an option the select does not offer', () => submit('127.0.0.4', answers({ tema: 'otro' })), 400, /^Revisa los campos requeridos$/],
    ['a text longer than its field', () => submit('127.0.0.4', answers({ mensaje: 'x'.repeat(501) })), 400, /^Revisa los campos requeridos$/],
    ['answers over the total bound', () => submit('127.0.0.4', answers(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`relleno${i}`, 'x'.repeat(1000)])))), 400, /^Datos inválidos/],
    ['a field sent as an object', () => submit('127.0.0.4', answers({ nombre: { $gt: '' } })), 400, /^Datos inválidos/],
    ['an intento that is not one', () => submit('127.0.0.4', { intento: "1' OR '1'='1", sitio: race.eventId, campos: { nombre: 'Ana', mensaje: 'Hola' } }), 400, /^Datos inválidos/],
    ['answers that name no web they were sent from', () => submit('127.0.0.4', { intento: randomUUID(), campos: { nombre: 'Ana', mensaje: 'Hola' } }), 400, /^Datos inválidos/],
    ['a body that is not JSON', () => submit('127.0.0.4', '<script>alert(1)</script>'), 400, /^Datos inválidos/],
    ['a group the event does not have', () => submit('127.0.0.5', answers(), '<script>alert(1)</script>'), 404, /^Este formulario no existe/],
    ['an event that does not exist', () => submit('127.0.0.5', answers(), 'contacto', 999_999_998), 404, /^Evento no encontrado$/],
  ])('refuses %s in Spanish and stores nothing', async (_, send, status, message) => {
    const before = (await list()).body.submissions.length;
    const refused = await send();
    expect(refused.status).toBe(status);
    expect(refused.body.message).toMatch(message);
    expect((await list()).body.submissions).toHaveLength(before);
  });

  it("names the field at fault by the field's own message", async () => {
    const refused = await submit<ApiErrorBody>('127.0.0.6', { intento: randomUUID(), sitio: race.eventId, campos: { nombre: 'Ana' } });
    expect(refused.body.fields).toEqual({ 'campos.mensaje': 'Campo requerido' });
  });
});

describe('the limits per client address and per event', () => {
  it('answers the eleventh submission of ten minutes from one address with 429 in Spanish, and serves another address', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await submit('127.0.0.7', answers({ nombre: `Ráfaga ${i}` }))).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await submit<ApiErrorBody>('127.0.0.7', answers({ nombre: 'Ráfaga 11' }));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Demasiados intentos seguidos\. Espera (un minuto|\d+ minutos) y vuelve a intentarlo\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list()).body.submissions.some((submission) => submission.campos.nombre === 'Ráfaga 11')).toBe(false);
    expect((await submit('127.0.0.8', answers())).status).toBe(201);
  }, 60_000);

  it('stores 120 answers a minute for an event whatever the addresses, then answers 429 and stores nothing more', async () => {
    const other = await registrationEvent(cloud.url, registryConfigFor({ gruposFormularios: { contacto } }));
    const intentos = Array.from({ length: 121 }, () => randomUUID());
    const post = (index: number) =>
      requestFrom<ApiErrorBody & CreatedSubmission>(`127.0.3.${index + 1}`, `${cloud.url}/api/events/${other.eventId}/forms/contacto/submissions`, {
        method: 'POST',
        body: { intento: intentos[index], sitio: other.eventId, campos: { nombre: `Visitante ${index}`, mensaje: 'Hola' } },
      });
    // A form that would store nothing is not counted for the event.
    const empty = await requestFrom(`127.0.3.200`, `${cloud.url}/api/events/${other.eventId}/forms/contacto/submissions`, {
      method: 'POST',
      body: { intento: randomUUID(), sitio: other.eventId, campos: {} },
    });
    expect(empty.status).toBe(400);
    await earlyInTheMinute(20);
    const answers = await Promise.all(Array.from({ length: 121 }, (_, index) => post(index)));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    // While the ceiling holds, a visitor sending again a form already stored gets it back, not a 429.
    const storedIndex = statuses.indexOf(201);
    const again = await post(storedIndex);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(intentos[storedIndex]);
    let stored = 0;
    let cursor: string | undefined;
    do {
      const page = await callApi<SubmissionPage>(cloud.url, `/api/events/${other.eventId}/forms/submissions?form=contacto${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: other.token });
      stored += page.body.submissions.length;
      cursor = page.body.cursor;
    } while (cursor);
    expect(stored).toBe(120);
  }, 60_000);
});

describe("the staff's list and CSV", () => {
  it('are refused to a visitor, an athlete with no role and the point of sale, and served to a Master Cliente', async () => {
    expect((await list('contacto', '')).status).toBe(401);
    expect((await list('contacto', staff.athlete)).status).toBe(403);
    const inscriptor = await list('contacto', staff.inscriptor);
    expect(inscriptor.status).toBe(403);
    expect(inscriptor.body.message).toBe('Usuario no autorizado para este evento');
    expect((await csvOf('contacto', staff.inscriptor)).status).toBe(403);
    expect((await list('contacto', staff.masterCliente)).status).toBe(200);
  });

  it('pages one form at a time: 50, then the rest from the cursor, none twice', async () => {
    const sent = [];
    for (let i = 0; i < 52; i += 1) sent.push((await submit(`127.0.1.${Math.floor(i / 9) + 1}`, { intento: randomUUID(), sitio: race.eventId, campos: { nombre: `Prensa ${i}` } }, 'prensa')).body.id);
    const first = await list('prensa');
    expect(first.body.submissions).toHaveLength(50);
    expect(first.body.submissions[0]?.campos.nombre).toBe('Prensa 51');
    const rest = await list('prensa', race.token, first.body.cursor);
    expect(rest.body.submissions.map((submission) => submission.campos.nombre)).toEqual(['Prensa 1', 'Prensa 0']);
    expect(rest.body.cursor).toBeUndefined();
    expect(new Set([...first.body.submissions, ...rest.body.submissions].map((submission) => submission.id))).toEqual(new Set(sent));
    expect((await list('prensa', race.token, 'no-es-un-cursor')).status).toBe(400);
  }, 120_000);

  it('downloads a CSV with the byte-order mark, the fields’ labels and Fecha, formulas kept as text', async () => {
    expect((await submit('127.0.0.9', answers({ nombre: '=HYPERLINK("http://malo.example","clic")', mensaje: '@SUM(A1:A9)', tema: 'patro' }))).status).toBe(201);
    const { status, body } = await csvOf('contacto');
    expect(status).toBe(200);
    expect(body.nombreArchivo).toMatch(/^Medio Maratón de Prueba - contacto \d{4}-\d{2}-\d{2}\.csv$/);
    expect(body.truncado).toBe(false);
    const [header, newest] = body.csv.split('\r\n');
    expect(header).toBe('\uFEFFNombre,Tema,Edad,Mensaje,Fecha');
    expect(newest).toMatch(/^"'=HYPERLINK\(""http:\/\/malo\.example"",""clic""\)",Patrocinio,,'@SUM\(A1:A9\),\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.filas).toBe((await list()).body.submissions.length);
    expect((await csvOf('no-existe')).status).toBe(404);
  });
});
