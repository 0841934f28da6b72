import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContentSchema } from '@shared/sites/site-schema';
import { siteApiMessages, siteMessages } from '@shared/sites/site-texts';
import { anEvent, someSections } from '../events-console/event-fixtures';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { FakeUpload, stubXhr } from '../support/fake-xhr';
import { renderApp } from '../support/render-app';
import { aSiteView, slow, stubSiteAdmin } from './site-editor-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
const subscribe = vi.hoisted(() => vi.fn((_topic: string, _onMessage: unknown, _options: unknown) => () => undefined));
vi.mock('@web/lib/live-socket', () => ({ subscribe }));

/** Holds the answers to one call until released, so a second click lands while the first is pending. */
function holdAnswers(path: string, method: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchStub = globalThis.fetch as ReturnType<typeof vi.fn>;
  const original = fetchStub.getMockImplementation() as (input: string, init?: RequestInit) => Promise<Response>;
  fetchStub.mockImplementation(async (input: string, init?: RequestInit) => {
    if (input === path && init?.method === method) await held;
    return original(input, init);
  });
  return release;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

async function openWebTab() {
  const { user } = renderApp('/eventos-organizador/evento_7');
  await user.click(await screen.findByRole('tab', { name: 'Web del evento' }, slow));
  await screen.findByLabelText('Título del sitio', {}, slow);
  return user;
}

describe("the event admin screen's 'Web del evento' tab", () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('is shown to a master and not to an inscriptor', async () => {
    stubSiteAdmin('master', aSiteView());
    renderApp('/eventos-organizador/evento_7');
    await screen.findByRole('tab', { name: 'Web del evento' }, slow);
    cleanup();
    stubSiteAdmin('inscriptor', aSiteView());
    renderApp('/eventos-organizador/evento_7');
    await waitFor(() => expect(tabNames()).toEqual(['Formulario', 'Ingresos', 'Dashboard']), slow);
  });

  it("starts a new site with the event's name, and saves an added title section with the revision loaded", async () => {
    const calls = stubSiteAdmin('master', aSiteView({ draft: null, revision: 0 }), { 'PUT /api/events/7/site': { status: 200, body: { revision: 1 } } });
    const user = await openWebTab();
    expect(screen.getByLabelText('Título del sitio')).toHaveValue('Medio Maratón de la Ciudad');
    // Nothing typed yet: nothing is unsaved, and no draft waits to be published.
    expect(screen.queryByText(/Hay cambios sin guardar/)).not.toBeInTheDocument();
    expect(screen.queryByText('Borrador sin publicar')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo de sección'), 'Título');
    await user.click(screen.getByRole('button', { name: 'Agregar sección' }));
    await user.clear(screen.getByLabelText('Texto'));
    await user.type(screen.getByLabelText('Texto'), 'Corre con nosotros');
    const release = holdAnswers('/api/events/7/site', 'PUT');
    await user.dblClick(screen.getByRole('button', { name: 'Guardar borrador' }));
    release();
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({
      revision: 0,
      content: { title: 'Medio Maratón de la Ciudad', home: { sections: [{ component: 'title', text: 'Corre con nosotros', align: 'center', width: 1 }] } },
    });
    expect(screen.getByRole('heading', { name: 'Corre con nosotros' })).toBeInTheDocument();
    expect(screen.queryByText(/Hay cambios sin guardar/)).not.toBeInTheDocument();
    expect(screen.getByText('Borrador sin publicar')).toBeInTheDocument();
  });

  it('shows the schema problems instead of saving an invalid draft', async () => {
    const calls = stubSiteAdmin('master', aSiteView());
    const user = await openWebTab();
    await user.clear(screen.getByLabelText('Título del sitio'));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Sitio › Título del sitio: Campo requerido')).toBeInTheDocument();
    expect(screen.getByLabelText('Título del sitio')).toHaveAccessibleDescription('Campo requerido');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("uploads the site's icon, titles the page and saves a gallery added to it", async () => {
    stubXhr();
    const icon = '/media/site-images/7/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10.webp';
    const calls = stubSiteAdmin('master', aSiteView(), {
      'POST /api/events/7/site/image-uploads': { status: 201, body: { uploadUrl: 'http://localhost:3000/uploads/x', headers: { 'content-type': 'image/png' }, key: 'site-images/7/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10', url: icon } },
      'GET /api/events/7/site/image-uploads/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10': { status: 200, body: { lista: true } },
      'PUT /api/events/7/site': { status: 200, body: { revision: 4 } },
    });
    const user = await openWebTab();
    await user.upload(within(screen.getByRole('group', { name: 'Icono del sitio' })).getByLabelText('Subir imagen'), new File(['png'], 'icono.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => (FakeUpload.last as FakeUpload).finish());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Icono del sitio' })).toHaveValue(icon), { timeout: 30_000 });
    await user.type(screen.getByLabelText('Título de la página'), 'Bienvenida');
    await user.selectOptions(screen.getByLabelText('Tipo de sección'), 'Galería');
    await user.click(screen.getByRole('button', { name: 'Agregar sección' }));
    await user.type(screen.getByRole('textbox', { name: 'Dirección de la imagen' }), 'https://fotos.example/salida.jpg');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      revision: 3,
      content: { icon, home: { title: 'Bienvenida', sections: [{ component: 'title' }, { component: 'gallery', images: [{ url: 'https://fotos.example/salida.jpg', alt: '' }] }] } },
    });
    expect(within(screen.getByRole('region', { name: 'Vista previa' })).getByRole('list', { name: 'Galería de fotos' })).toBeInTheDocument();
  });

  it('keeps what was typed when another person saved first, and reloads the stored site only when asked', async () => {
    const calls = stubSiteAdmin('master', aSiteView(), {
      'PUT /api/events/7/site': { status: 409, body: { code: 'STALE_REVISION', message: siteApiMessages.staleDraft } },
    });
    const user = await openWebTab();
    await user.clear(screen.getByLabelText('Título del sitio'));
    await user.type(screen.getByLabelText('Título del sitio'), 'Mi carrera');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(siteApiMessages.staleDraft)).toBeInTheDocument();
    expect(screen.getByLabelText('Título del sitio')).toHaveValue('Mi carrera');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ revision: 3, content: { title: 'Mi carrera' } });
    await user.click(screen.getByRole('button', { name: 'Recargar el sitio guardado' }));
    await waitFor(() => expect(screen.getByLabelText('Título del sitio')).toHaveValue('Sitio guardado'));
  });

  it("names a problem by page, section and item, as the editor shows them, not by the schema's path", async () => {
    const calls = stubSiteAdmin('master', aSiteView());
    const user = await openWebTab();
    await user.selectOptions(screen.getByLabelText('Tipo de sección'), 'Galería');
    await user.click(screen.getByRole('button', { name: 'Agregar sección' }));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(/^Inicio › Galería \(sección 2\) › Imagen 1: /)).toBeInTheDocument();
    expect(screen.queryByText(/home\.sections/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

  });

  it("places the API's refusal of another organizer's event on the section that shows it", async () => {
    const draft = siteContentSchema.parse({ title: 'Sitio guardado', home: { sections: [{ component: 'title', text: 'Bienvenidos' }, { component: 'eventWeb', eventId: 9 }] } });
    const refusal = {
      code: 'FOREIGN_EVENT',
      message: siteApiMessages.foreignEvent('Inicio › Web del evento (sección 2)', 9),
      fields: { 'content.home.sections.1.eventId': siteMessages.foreignEvent },
    };
    stubSiteAdmin('master', aSiteView({ draft }), {
      'GET /api/events/9': { status: 200, body: { event: anEvent({ iDEvento: 9 }), sections: someSections() } },
      'PUT /api/events/7/site': { status: 400, body: refusal },
    });
    const user = await openWebTab();
    await user.type(screen.getByLabelText('Título del sitio'), '!');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(`Inicio › Web del evento (sección 2) › Id del evento: ${siteMessages.foreignEvent}`)).toBeInTheDocument();
  });

  it('flags a saved draft that differs from the published site, and not once it is published', async () => {
    stubSiteAdmin('master', aSiteView({ revision: 4, publishedRevision: 4, publishedAt: '2026-02-01T18:00:00.000Z' }));
    await openWebTab();
    expect(screen.getByText(/Publicado el 1 de febrero de 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Borrador sin publicar')).not.toBeInTheDocument();
    cleanup();

    stubSiteAdmin('master', aSiteView({ revision: 5, publishedRevision: 4, publishedAt: '2026-02-01T18:00:00.000Z' }));
    await openWebTab();
    expect(screen.getByText('Borrador sin publicar')).toBeInTheDocument();
  });

  it('publishes the revision loaded, and only while nothing is unsaved', async () => {
    const calls = stubSiteAdmin('master', aSiteView(), { 'POST /api/events/7/site/publication': { status: 200, body: { revision: 3 } } });
    const user = await openWebTab();
    expect(screen.getByText('Sin publicar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Sitio publicado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ revision: 3 });
    await user.type(screen.getByLabelText('Título del sitio'), '!');
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    expect(screen.getByText(/Guarda el borrador antes de publicar/)).toBeInTheDocument();
  });
});
