// The registrant reports and the Dashboard against a local cloud: asked for, built by the reports
// job, downloaded through their presigned link; an inscriptor gets only 'Ingresos cobrados' with its
// own registrations, and a Dashboard of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { DashboardView, ReportProgress, RequestedReport } from '@shared/registration/report-api';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';
import { grantRole, payments, seededRegistrant, seedRegistrants, userIdOf } from '../../support/admin-fixtures/seeded-registrants';
import type { CloudProcess } from '../../support/local-cloud-process';
import { spawnSuiteCloud } from '../../support/suite-cloud';
import { queuesDrained } from '../../support/queues-drained';
import { registrationEvent, registryConfigFor } from './registration-fixture';

let cloud: CloudProcess;
let eventId: number;
let master: string;
let inscriptor: string;

const config = registryConfigFor({
  formulario: [{ campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text' }],
});

beforeAll(async () => {
  cloud = await spawnSuiteCloud(['--no-seed', '--routes', 'tests/support/admin-fixtures/admin-routes.ts', '--web-dist', 'tests/support/fixtures/web-dist', '--rate-limit-factor', '1000']);
  ({ eventId, token: master } = await registrationEvent(cloud.url, config));
  const staff = await signedUpAthlete(cloud.url, { nombres: 'Pedro', apellidos: 'Caja Núñez' });
  inscriptor = staff.token;
  const staffId = userIdOf(inscriptor);
  await grantRole(cloud.url, eventId, staffId, 'inscriptor');
  const atDesk = { usuarioRegistra: staffId, statusPago: payments.cash };
  await seedRegistrants(cloud.url, [
    seededRegistrant(eventId, 0, { nombres: '=HYPERLINK("http://x","y")', campos: { club: 'Tortugas, A.C.' } }),
    seededRegistrant(eventId, 1, { statusPago: payments.oxxo }),
    seededRegistrant(eventId, 2, { grupoId: 'pagador-familia', grupoEtiqueta: 'Familia Prueba' }),
    seededRegistrant(eventId, 3, { statusPago: payments.nothing }),
    seededRegistrant(eventId, 4, { statusPago: payments.oxxoPending }),
    seededRegistrant(eventId, 5, { borrado: true }),
    seededRegistrant(eventId, 6, atDesk),
    seededRegistrant(eventId, 7, atDesk),
  ]);
});

afterAll(() => cloud?.stop());

async function requestReport(token: string, tipo: number) {
  return callApi<RequestedReport & ApiErrorBody>(cloud.url, `/api/events/${eventId}/reports`, { method: 'POST', token, body: { tipo } });
}

/** Asks for a report, waits for the job and downloads it: the file's bytes and its headers. */
async function downloadedReport(token: string, tipo: number) {
  const asked = await requestReport(token, tipo);
  expect(asked.status).toBe(202);
  const ready = await waitFor(async () => {
    const { body } = await callApi<ReportProgress>(cloud.url, `/api/events/${eventId}/reports/${asked.body.reportId}`, { token });
    expect(body.status).not.toBe('error');
    return body.status === 'listo' ? body : undefined;
  });
  const file = await fetch(ready.url ?? '');
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  return { ready, reportId: asked.body.reportId, bytes, text: bytes.toString('utf8'), disposition: file.headers.get('content-disposition') ?? '' };
}

const lines = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('registrant reports', () => {
  it("gives the master the full data of everyone: BOM, contact columns, 'on line' or the staff user's name, formulas neutralised", async () => {
    const { ready, bytes, text, disposition } = await downloadedReport(master, 1);
    expect(ready).toMatchObject({ progress: 8, fileName: expect.stringMatching(/^Medio Maratón de Prueba - inscritos Full Data - \d{4}-\d{2}-\d{2}\.csv$/) });
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(ready.fileName ?? '')}`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(text);
    expect(header).toMatch(/^Numero,Nombre,Apellidos,Correo,Teléfono,Fecha de nacimiento,Edad,Modalidad,Rama,Categoria,Grupo,Usuario,Fecha Registro,Club,Playera Cantidad,/);
    expect(header).toMatch(/,Estatus,Monto,Comisión$/);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://x"",""y"")",Pérez Núñez,corredora-0@prueba.mx`);
    expect(rows[0]).toContain(',Libre,,on line,');
    expect(rows[2]).toContain(',Libre,Familia Prueba,on line,');
    expect(rows[0]).toContain('"Tortugas, A.C."');
    expect(rows[6]).toContain(',Pedro Caja Núñez,');
    expect(rows.map((row) => row.split(',').at(-3))).toEqual([
      'Pagado con tarjeta',
      'Pagado en oxxo',
      'Pagado con tarjeta',
      'Registro onLine Incompleto',
      'Pendiente de pago en oxxo',
      'Borrado - Pagado con tarjeta',
      'Pagado en efectivo',
      'Pagado en efectivo',
    ]);
  });

  it("keeps 'Data inscritos' to the enrolled, without contact data, and 'Ingresos cobrados' to what was paid", async () => {
    const inscritos = lines((await downloadedReport(master, 2)).text);
    expect(inscritos[0]).not.toContain('Correo');
    expect(inscritos).toHaveLength(1 + 5);
    const ingresos = lines((await downloadedReport(master, 3)).text);
    expect(ingresos).toHaveLength(1 + 6);
    expect(ingresos[1]).toMatch(/,Pagado con tarjeta,450\.00,31\.50$/);
  });

  it("refuses an inscriptor the full reports and gives it 'Ingresos cobrados' with its own registrations only", async () => {
    for (const tipo of [1, 2]) {
      const refused = await requestReport(inscriptor, tipo);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBeTruthy();
    }
    const own = lines((await downloadedReport(inscriptor, 3)).text);
    expect(own).toHaveLength(1 + 2);
    expect(own.slice(1).every((row) => row.includes(',Pedro Caja Núñez,') && row.includes('Pagado en efectivo'))).toBe(true);
  });

  it("shows a report to its requester only, and answers 404 in Spanish otherwise", async () => {
    const { reportId } = await downloadedReport(master, 3);
    const other = await callApi<ApiErrorBody>(cloud.url, `/api/events/${eventId}/reports/${reportId}`, { token: inscriptor });
    expect(other).toMatchObject({ status: 404, body: { message: 'Reporte no encontrado' } });
  });

  it('refuses a report type that does not exist, in Spanish', async () => {
    const bad = await requestReport(master, 4);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Datos inválidos, revisa el formulario');
  });
});

describe('GET /api/events/{eventId}/dashboard', () => {
  const dashboardOf = (token: string) => callApi<DashboardView>(cloud.url, `/api/events/${eventId}/dashboard`, { token });

  it('computes the figures in the background, once for many viewers, and serves them stored', async () => {
    const before = await queueDeliveries();
    const first = await Promise.all(Array.from({ length: 20 }, () => dashboardOf(master)));
    expect(first.every(({ status }) => status === 200)).toBe(true);
    // Twenty viewers of figures never computed: each sees them on their way, one queues them.
    expect(first.some(({ body }) => body.dashboard === null && body.actualizando)).toBe(true);
    await queuesDrained(cloud.url);
    expect((await queueDeliveries()) - before).toBe(1);
    const { body } = await waitFor(async () => {
      const answer = await dashboardOf(master);
      return answer.body.dashboard ? answer : undefined;
    });
    expect(body.dashboard?.totales).toMatchObject({ registros: 7, inscritos: 5, incompletos: 2, borrados: 1, ingresos: 5 * 45_000, comisionTarjeta: 2 * 3_150, comisionOxxo: 3_150 });
    expect(body.dashboard?.porUsuario.map(({ nombre, cantidad }) => [nombre, cantidad])).toEqual([
      ['on line', 3],
      ['Pedro Caja Núñez', 2],
    ]);
    expect(body.actualizando).toBe(false);
  });

  it("restricts an inscriptor's Dashboard to its own registrations", async () => {
    const { body } = await waitFor(async () => {
      const answer = await dashboardOf(inscriptor);
      return answer.body.dashboard ? answer : undefined;
    });
    expect(body.dashboard?.totales).toMatchObject({ registros: 2, inscritos: 2, borrados: 0 });
  });
});

async function queueDeliveries(): Promise<number> {
  const { queues } = (await (await fetch(`${cloud.url}/local/metrics`)).json()) as { queues: Record<string, { delivered: number }> };
  return queues.reports?.delivered ?? 0;
}
