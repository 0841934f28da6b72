// /atletas' wearable panel and 'Mis actividades': the connect popup and 'Eliminar conexión', the
// popup's return page, and activity files uploaded with their progress, read by the server and
// listed with their summary and laps.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail, ActivityView } from '@shared/activities/activity';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { FakeUpload, stubXhr } from '../support/fake-xhr';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const START = 1_772_974_800;
const run: ActivityView = {
  activityId: '1772974800-001665',
  status: 'parsed',
  source: 'file',
  fileType: 'fit',
  receivedAt: '2026-03-08T14:00:00.000Z',
  summary: { activityType: 'RUNNING', startTimeInSeconds: START, durationInSeconds: 1665, distanceInMeters: 5000, activeKilocalories: 412, averageHeartRateInBeatsPerMinute: 158, averageSpeedInMetersPerSecond: 3.003 },
  lapCount: 5,
};
const refused: ActivityView = { activityId: `rechazada-1772978400-${'a'.repeat(8)}-aaaa-4aaa-8aaa-${'a'.repeat(12)}`, status: 'refused', source: 'file', fileType: 'gpx', receivedAt: '2026-03-08T15:00:00.000Z', reason: 'La velocidad de la actividad no es creíble para su tipo' };
const detail: ActivityDetail = { ...run, laps: Array.from({ length: 5 }, (_, lap) => ({ startTimeInSeconds: START + lap * 333, durationInSeconds: 333, distanceInMeters: 1000, averageHeartRateInBeatsPerMinute: 150 + lap * 4 })) };
const ticket = { uploadUrl: 'http://localhost:3000/uploads/activities/user-1/u1.gpx?X-Amz-Signature=x', headers: { 'content-type': 'application/gpx+xml' }, key: 'activities/user-1/u1.gpx', uploadId: '11111111-1111-4111-8111-111111111111' };
const notConnected = { connected: false };
/** The first screen of a test waits for its lazy route to load, slow on a busy machine. */
const firstScreen = { timeout: 30_000 };
const connected = { connected: true, provider: 'garmin', connectedAt: '2026-03-01T12:00:00.000Z' };

describe('/atletas wearable panel', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('opens the provider page in a popup from the connect prompt', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const calls = stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': { status: 200, body: notConnected },
      'GET /api/me/activities': { status: 200, body: { activities: [] } },
      'POST /api/me/wearable': { status: 201, body: { urlRequest: 'http://localhost:3000/local/garmin/autorizar?state=s' } },
    });
    const { user } = renderApp('/atletas/');

    await user.click(await screen.findByRole('button', { name: 'Conectar cuenta Garmin' }, firstScreen));

    await vi.waitFor(() => expect(popup.location.href).toBe('http://localhost:3000/local/garmin/autorizar?state=s'));
    expect(open).toHaveBeenCalledWith('', 'conexion-dispositivo', expect.stringContaining('popup'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/me/wearable')?.body).toEqual({ api: 'health' });
  });

  it('says so when the browser blocks the popup, and asks nothing of the API', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const calls = stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': { status: 200, body: notConnected },
      'GET /api/me/activities': { status: 200, body: { activities: [] } },
    });
    const { user } = renderApp('/atletas/');

    await user.click(await screen.findByRole('button', { name: 'Conectar cuenta Garmin' }, firstScreen));

    expect(await screen.findByText(/Tu navegador bloqueó la ventana de Garmin/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("reads the connection again when the popup reports back, then offers 'Eliminar conexión'", async () => {
    let view: object = notConnected;
    stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': () => ({ status: 200, body: view }),
      'GET /api/me/activities': { status: 200, body: { activities: [] } },
      'DELETE /api/me/wearable': { status: 200, body: notConnected },
    });
    const { user } = renderApp('/atletas/');
    await screen.findByRole('button', { name: 'Conectar cuenta Garmin' }, firstScreen);

    view = connected;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'wearable-connected', origin: window.location.origin }));
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar conexión' }));

    expect(await screen.findByRole('button', { name: 'Conectar cuenta Garmin' })).toBeInTheDocument();
  });

  it('ignores a message from another origin', async () => {
    let reads = 0;
    stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': () => ((reads += 1), { status: 200, body: notConnected }),
      'GET /api/me/activities': { status: 200, body: { activities: [] } },
    });
    renderApp('/atletas/');
    await screen.findByRole('button', { name: 'Conectar cuenta Garmin' }, firstScreen);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'wearable-connected', origin: 'https://otro.example' }));
    });

    expect(reads).toBe(1);
  });
});

describe('/atletas/dispositivo (the popup comes back)', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('completes the connection once and tells the page that opened it', async () => {
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const calls = stubApi({ 'POST /api/me/wearable/authorization': { status: 200, body: connected } });
    renderApp(`/atletas/dispositivo?code=abc&state=${'0'.repeat(32)}`);

    expect(await screen.findByText('Tu cuenta Garmin quedó conectada. Puedes cerrar esta ventana.', {}, firstScreen)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ body: { code: 'abc', state: '0'.repeat(32) } })]);
    expect(opener.postMessage).toHaveBeenCalledWith('wearable-connected', window.location.origin);
    await vi.waitFor(() => expect(close).toHaveBeenCalled(), { timeout: 30_000 });
  });

  it('shows the refusal, and what to do when the provider sent nothing back', async () => {
    stubApi({ 'POST /api/me/wearable/authorization': { status: 400, body: { code: 'WEARABLE_STATE', message: 'La autorización no corresponde o ya venció: vuelve a conectar tu dispositivo' } } });
    renderApp(`/atletas/dispositivo?code=abc&state=${'0'.repeat(32)}`);
    expect(await screen.findByText('La autorización no corresponde o ya venció: vuelve a conectar tu dispositivo', {}, firstScreen)).toBeInTheDocument();
  });

  it('asks to connect again when the popup came back cancelled', async () => {
    stubApi({});
    renderApp('/atletas/dispositivo?error=access_denied&state=x');
    expect(await screen.findByText('Faltan datos de la autorización: vuelve a conectar desde tu perfil.', {}, firstScreen)).toBeInTheDocument();
  });
});

describe("/atletas 'Mis actividades'", () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('lists each activity with its summary, a refused file with its reason, and the laps on demand', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': { status: 200, body: notConnected },
      'GET /api/me/activities': { status: 200, body: { activities: [refused, run] } },
      [`GET /api/me/activities/${run.activityId}`]: { status: 200, body: detail },
    });
    const { user } = renderApp('/atletas/');

    const card = (await screen.findByText('5.00 km', {}, firstScreen)).closest('article') as HTMLElement;
    for (const text of ['00:27:45', '5:33 min/k', '412 kcal', '158 ppm', /Carrera/, /Archivo .FIT/]) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('La velocidad de la actividad no es creíble para su tipo')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Ver vueltas (5)' }));
    const laps = await within(card).findByRole('table');
    expect(within(laps).getAllByRole('row')).toHaveLength(6);
    expect(within(laps).getAllByText('1.00 km')).toHaveLength(5);
    expect(within(laps).getByText('166 ppm')).toBeInTheDocument();
  });

  it("uploads a file with its progress, shows 'Procesando actividad…', then lists what the server read", async () => {
    stubXhr();
    let uploaded = false;
    let polls = 0;
    const calls = stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': { status: 200, body: notConnected },
      'GET /api/me/activities': () => ({ status: 200, body: { activities: uploaded ? [run] : [] } }),
      'POST /api/me/activity-uploads': { status: 201, body: ticket },
      [`GET /api/me/activity-uploads/${ticket.uploadId}`]: () => {
        polls += 1;
        uploaded = polls > 1;
        return { status: 200, body: uploaded ? { status: 'done', activity: run } : { status: 'processing' } };
      },
    });
    const { user } = renderApp('/atletas/');
    expect(await screen.findByText('Aún no tienes actividades.', {}, firstScreen)).toBeInTheDocument();
    const file = new File(['<gpx></gpx>'], 'domingo.gpx', { type: 'application/gpx+xml' });

    await user.upload(screen.getByLabelText('Subir actividad (.FIT, .GPX, .TCX)'), file);
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => (FakeUpload.last as FakeUpload).progress(42, 100));
    expect(await screen.findByText('Subiendo 42%')).toBeInTheDocument();
    act(() => (FakeUpload.last as FakeUpload).finish());

    expect(await screen.findByText('Procesando actividad…')).toBeInTheDocument();
    expect(await screen.findByText('5.00 km', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ fileName: 'domingo.gpx', size: file.size });
    expect(FakeUpload.last).toMatchObject({ method: 'PUT', url: ticket.uploadUrl, headers: ticket.headers });
  });

  it('refuses a file of another kind before asking the API', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': { status: 200, body: notConnected },
      'GET /api/me/activities': { status: 200, body: { activities: [] } },
    });
    renderApp('/atletas/');
    const input = await screen.findByLabelText('Subir actividad (.FIT, .GPX, .TCX)', {}, firstScreen);

    fireEvent.change(input, { target: { files: [new File(['x'], 'ruta.kml')] } });

    expect(await screen.findByText('Solo se aceptan archivos .FIT, .GPX o .TCX')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
