// /retos-organizador/{eventID} (docs/retos.md §2.8): the sign-in form, the unknown id and the stranger, the
// summary card and tabs, the inline details editor (a stale save keeps what was typed), the two
// toggles as the spec labels them, the audio's size check, the certificate sample, and the owner's
// panels only for perfil 1.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizerRetoView } from '@shared/retos/virtual-event';
import { stubApi, type ApiCall, type ApiAnswer } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { FakeUpload, stubXhr } from '../support/fake-xhr';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';
import { anOrganizerRetoView } from '../support/retos';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 30_000 };
const path = '/retos-organizador/1-2-3';
const configPath = 'GET /api/retos/1-2-3/config';

/** The organizer's reto as the API holds it: PATCH applies the body on the revision held, as the API does. */
function stubReto(perfil: 1 | 2 = 2, routes: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  let reto: OrganizerRetoView = anOrganizerRetoView();
  const calls = stubApi({
    'GET /api/me': { status: 200, body: aProfile({ perfil }) },
    [configPath]: () => ({ status: 200, body: reto }),
    'PATCH /api/retos/1-2-3': (call) => {
      const { revision, ...changes } = call.body as { revision: number };
      if (revision !== reto.revision) return { status: 409, body: { code: 'STALE_REVISION', message: 'Alguien más guardó cambios en este reto mientras editabas' } };
      reto = { ...reto, ...changes, revision: reto.revision + 1 };
      return { status: 200, body: reto };
    },
    'GET /api/retos/1-2-3/codes': { status: 200, body: { codes: [], issued: 0, limit: 10 } },
    ...routes,
  });
  return { calls, patches: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body), change: (changes: Partial<OrganizerRetoView>) => (reto = { ...reto, ...changes }) };
}

describe("a reto's organizer page", () => {
  beforeEach(() => resetFakeAuth());
  afterEach(() => vi.useRealTimers());

  it('shows a signed-out visitor the sign-in form', async () => {
    stubApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it.each([
    [404, 'El id del evento ingresado no existe'],
    [403, 'Usuario no autorizado para este evento'],
  ])('answers a %i with the spec’s message', async (status, message) => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubApi({ [configPath]: { status, body: { code: 'X', message: 'del servidor' } } });
    renderApp(path);
    expect(await screen.findByText(message, undefined, slow)).toBeInTheDocument();
  });

  it('shows the summary card and the tabs the app composes', async () => {
    stubReto();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Reto de otoño', level: 1 }, slow)).toBeInTheDocument();
    expect(screen.getByText('Distancia: 21.1 km')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Configuración del reto' })).toHaveAttribute('aria-selected', 'true');
    await act(async () => screen.getByRole('tab', { name: 'Códigos de acceso' }).click());
    expect(screen.getByRole('tab', { name: 'Códigos de acceso' })).toHaveAttribute('aria-selected', 'true');
    await act(async () => screen.getByRole('button', { name: 'Configuración del reto' }).click());
    expect(screen.getByRole('tab', { name: 'Configuración del reto' })).toHaveAttribute('aria-selected', 'true');
  });

  it("switches results and the event with the spec's labels, each on the revision then held", async () => {
    const { patches } = stubReto();
    const { user } = renderApp(path);
    expect(await screen.findByText('El registro de tiempos está bloqueado', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Permitir Registro' }));
    expect(await screen.findByRole('button', { name: 'Bloquer Registro' })).toBeInTheDocument();
    expect(screen.getByText('El registro de tiempos está permitido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar Evento' }));
    expect(await screen.findByRole('button', { name: 'Abrir Evento' })).toBeInTheDocument();
    expect(screen.getByText('El evento está cerrado')).toBeInTheDocument();
    expect(patches()).toEqual([
      { admitResults: true, revision: 3 },
      { eventEnded: true, revision: 4 },
    ]);
  });

  it('edits a detail inline, checks it first, and keeps what was typed when another save came first', async () => {
    const { patches, change } = stubReto();
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Editar Nombre del evento' }, slow));
    const name = screen.getByRole('textbox', { name: 'Nombre del evento' });
    const saveName = within(screen.getByRole('form', { name: 'Nombre del evento' })).getByRole('button', { name: 'Guardar' });
    await user.clear(name);
    await user.click(saveName);
    expect(await screen.findByText('Campo requerido')).toBeInTheDocument();
    expect(patches()).toEqual([]);

    change({ revision: 9, eventDescription: 'Otra persona la cambió' });
    await user.type(name, 'Reto de otoño 2030');
    await user.click(saveName);
    expect(await screen.findByText(/^Alguien más guardó cambios/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre del evento' })).toHaveValue('Reto de otoño 2030');
    // The page fetched the reto again: saving once more goes on the newer revision.
    expect(await screen.findByText('Otra persona la cambió')).toBeInTheDocument();
    await user.click(saveName);
    expect(await screen.findByRole('heading', { name: 'Reto de otoño 2030', level: 1 })).toBeInTheDocument();
    expect(patches()).toEqual([
      { eventName: 'Reto de otoño 2030', revision: 3 },
      { eventName: 'Reto de otoño 2030', revision: 9 },
    ]);
  });

  it('changes the type between by distance and by time with a select', async () => {
    const { patches } = stubReto();
    const { user } = renderApp(path);
    expect(await screen.findByText('Por distancia', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Tipo de evento' }));
    const type = screen.getByRole('form', { name: 'Tipo de evento' });
    await user.selectOptions(within(type).getByLabelText('Tipo de evento'), 'Por tiempo');
    await user.click(within(type).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(patches()).toEqual([{ eventType: 'byTime', revision: 3 }]));
  });

  it('refuses a start after the end before sending it', async () => {
    const { patches } = stubReto();
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Editar Inicio' }, slow));
    const start = screen.getByRole('form', { name: 'Inicio' });
    fireEvent.change(within(start).getByLabelText('Inicio'), { target: { value: '2030-03-01T07:00' } });
    await user.click(within(start).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fecha de inicio debe ser inferior a la de finalización')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('refuses an audio file over 3,084,000 bytes before asking to upload it', async () => {
    const { calls } = stubReto();
    renderApp(path);
    const startAudio = await screen.findByRole('group', { name: 'Audio de salida' }, slow);
    const heavy = new File([new Uint8Array(3_084_001)], 'salida.mp3', { type: 'audio/mpeg' });
    fireEvent.change(within(startAudio).getByLabelText('Subir audio'), { target: { files: [heavy] } });
    expect(await screen.findByText('El audio debe pesar menos de 3000 kb')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('media-uploads'))).toBe(false);
  });

  it("uploads an image with its progress and shows it once the reto holds it; 'Eliminar imagen' saves it as null", async () => {
    stubXhr();
    const url = '/media/reto-media/1-2-3/medalImage/00mwxr59gt-eb7a830d.webp';
    const state = stubReto(2, {
      'POST /api/retos/1-2-3/media-uploads': { status: 201, body: { uploadUrl: 'http://localhost/subida', headers: { 'content-type': 'image/png' }, key: 'k', url } },
    });
    const { user } = renderApp(path);
    const medal = await screen.findByRole('group', { name: 'Imagen de la medalla' }, slow);
    await user.upload(within(medal).getByLabelText('Subir imagen'), new File(['png'], 'medalla.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => (FakeUpload.last as FakeUpload).progress(30, 100));
    expect(await within(medal).findByText('Subiendo… 30%')).toBeInTheDocument();
    act(() => (FakeUpload.last as FakeUpload).finish());
    expect(await within(medal).findByText('Procesando el archivo…')).toBeInTheDocument();
    state.change({ medalImage: url });
    expect(await within(medal).findByRole('img', { name: 'Imagen de la medalla' }, { timeout: 30_000 })).toHaveAttribute('src', url);

    await user.click(within(medal).getByRole('button', { name: 'Eliminar imagen' }));
    await vi.waitFor(() => expect(state.patches()).toEqual([{ medalImage: null, revision: 3 }]));
    expect(await within(medal).findByText('Sin archivo')).toBeInTheDocument();
  });

  it('saves only the certificate settings changed, and shows the sample certificate fetched signed in', async () => {
    const { calls, patches } = stubReto(2, { 'GET /api/retos/1-2-3/certificate-sample?format=jpeg': { status: 200, body: 'jpeg' } });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:muestra');
    const { user } = renderApp(path);
    const certificate = await screen.findByRole('group', { name: 'Certificado' }, slow);
    await user.click(within(certificate).getByRole('switch', { name: 'Fondo blanco detrás del texto' }));
    const horizontal = within(certificate).getByLabelText(/^Posición horizontal/);
    await user.clear(horizontal);
    await user.type(horizontal, '3');
    await user.click(within(certificate).getByRole('button', { name: 'Guardar' }));
    expect(await within(certificate).findByText('La posición va de 0 a 2')).toBeInTheDocument();
    await user.clear(horizontal);
    await user.type(horizontal, '0.5');
    await user.click(within(certificate).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(patches()).toEqual([{ certificateWhiteBack: true, certificatePosition: 0.5, revision: 3 }]));

    await user.click(screen.getByRole('button', { name: 'Ver certificado de muestra' }));
    expect(await screen.findByRole('img', { name: 'Ver certificado de muestra' })).toHaveAttribute('src', 'blob:muestra');
    expect(calls.find((call) => call.path.includes('certificate-sample'))?.authorization).toBe('Bearer id-token-of-user-1');
    createObjectURL.mockRestore();
  });

  it("hides the platform owner's panels from an organizer who is not an admin", async () => {
    stubReto(2);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Certificado' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Configuración del propietario de la plataforma')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /^Accesos disponibles/ })).not.toBeInTheDocument();
  });

  it("shows an admin the owner's panels: JSON that must parse and fit, and the slots never below the uses issued", async () => {
    const { patches, change } = stubReto(1);
    change({ codeUsesIssued: 8 });
    const { user } = renderApp(path);
    const categories = await screen.findByRole('textbox', { name: 'Categorías por rama (JSON)' }, slow);
    const saveCategories = within(screen.getByRole('group', { name: 'Categorías por rama (JSON)' })).getByRole('button', { name: 'Guardar' });
    fireEvent.change(categories, { target: { value: '{"F": [' } });
    await user.click(saveCategories);
    expect(await screen.findByRole('alert')).toHaveTextContent(/línea 1/i);
    fireEvent.change(categories, { target: { value: JSON.stringify({ F: [{ name: 'Libre', codCat: 'L', ageStart: 40, ageEnd: 18 }] }) } });
    await user.click(saveCategories);
    expect(await screen.findByRole('alert')).toHaveTextContent('La edad inicial no puede ser mayor que la final');
    fireEvent.change(categories, { target: { value: JSON.stringify({ F: [{ name: 'Libre', codCat: 'L', ageStart: 18, ageEnd: 39 }] }) } });
    await user.click(saveCategories);
    await vi.waitFor(() => expect(patches()).toEqual([{ categories: { F: [{ name: 'Libre', codCat: 'L', ageStart: 18, ageEnd: 39 }], M: [] }, revision: 3 }]));

    const slots = screen.getByRole('spinbutton', { name: /^Accesos disponibles/ });
    await user.clear(slots);
    await user.type(slots, '7');
    await user.click(within(screen.getByRole('form', { name: 'Accesos disponibles' })).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los códigos generados ya suman 8 accesos: los accesos disponibles no pueden ser menos')).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
  });
});
