// The form section of an organizer web: the event's field group drawn as the registration draws it,
// checked before it is sent, sent once however often it is submitted, the server's messages shown,
// 'Formulario enviado correctamente' and a button back to an empty form.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setUpUser, type UserEvent } from '../support/user-events';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteTheme } from '@shared/sites/site-schema';
import { renderPlatformSection } from '@web/features/sites/organizer-web/platform-sections';
import { SitePage } from '@web/features/sites/organizer-web/site-page';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { aSection, aSite } from './site-fixtures';

const EVENT_ID = 4;
const POST_PATH = `POST /api/events/${EVENT_ID}/forms/contacto/submissions`;

const contacto = [
  { campo: 'nombre', etiqueta: 'Nombre', iDCampo: 'nombre', tipoCampo: 'text', validacion: 'Requerido', longitud: 100, order: 1, valor: [], anchoCampo: 12, observacion: '', hideInPublic: false },
  { campo: 'tema', etiqueta: 'Tema', iDCampo: 'tema', tipoCampo: 'Select', validacion: '', longitud: 100, order: 2, valor: [{ texto: 'Inscripciones', valor: 'insc' }, { texto: 'Patrocinio', valor: 'patro' }], anchoCampo: 12, observacion: '', hideInPublic: false },
  { campo: 'mensaje', etiqueta: 'Mensaje', iDCampo: 'mensaje', tipoCampo: 'text', validacion: 'Requerido', longitud: 500, order: 3, valor: [], anchoCampo: 12, observacion: '', hideInPublic: false },
  { campo: 'interno', etiqueta: 'Nota interna', iDCampo: 'interno', tipoCampo: 'text', validacion: '', longitud: 100, order: 4, valor: [], anchoCampo: 12, observacion: '', hideInPublic: true },
];

const view = { status: 200, body: { config: { gruposFormularios: { contacto } } } };
const created = { status: 201, body: { id: '11111111-1111-4111-8111-111111111111', fecha: '2026-03-01T18:00:00.000Z' } };

function drawForm(section: Partial<Parameters<typeof aSection<'form'>>[0]> = {}, miniTheme: Partial<SiteTheme> = {}, preview = false) {
  const content = aSite({ miniTheme, home: [aSection({ component: 'form', eventId: EVENT_ID, grupo: 'contacto', title: 'Escríbenos', submitText: 'Mandar', backText: 'Escribir otro', ...section })] });
  const router = createMemoryRouter([{ path: '*', element: <SitePage content={content} eventId={EVENT_ID} renderPlatformSection={renderPlatformSection} preview={preview} /> }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const posts = (calls: ApiCall[]) => calls.filter((call) => `${call.method} ${call.path}` === POST_PATH);

async function fillIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Nombre *'), 'Ana López');
  await user.selectOptions(screen.getByLabelText('Tema'), 'patro');
  await user.type(screen.getByLabelText('Mensaje *'), '¿Hay guardarropa?');
}

afterEach(() => vi.unstubAllGlobals());

describe('FormSection', () => {
  it("draws its fields in the editor's preview but sends nothing from there", async () => {
    const calls = stubApi({ [`GET /api/events/${EVENT_ID}/registration`]: view, [POST_PATH]: created });
    const user = setUpUser();
    const queryClient = drawForm({}, {}, true);
    await fillIn(user);
    const send = screen.getByRole('button', { name: 'Mandar' });
    expect(send).toBeDisabled();
    // The form's handler takes the submit (it keeps the browser from sending the page) and starts no
    // sending: a submission starts while the handler runs, before its request leaves.
    expect(fireEvent.submit(send.closest('form') as HTMLFormElement)).toBe(false);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(posts(calls)).toHaveLength(0);
    expect(screen.queryByText('Formulario enviado correctamente')).not.toBeInTheDocument();
  });

  it("draws the group's public fields under the section's title and sends nothing until the required ones are filled", async () => {
    const calls = stubApi({ [`GET /api/events/${EVENT_ID}/registration`]: view, [POST_PATH]: created });
    const user = setUpUser();
    drawForm();
    expect(await screen.findByRole('heading', { name: 'Escríbenos' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nombre *')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nota interna')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mandar' }));

    expect(screen.getAllByText('Campo requerido')).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the answers once, says so, and goes back to an empty form that sends a new submission', async () => {
    const calls = stubApi({ [`GET /api/events/${EVENT_ID}/registration`]: view, [POST_PATH]: created });
    const user = setUpUser();
    drawForm();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Mandar' }));

    expect(await screen.findByText('Formulario enviado correctamente')).toBeInTheDocument();
    const [first] = posts(calls);
    expect(first?.body).toEqual({ intento: expect.stringMatching(/^[0-9a-f-]{36}$/), sitio: EVENT_ID, campos: { nombre: 'Ana López', tema: 'patro', mensaje: '¿Hay guardarropa?' } });

    await user.click(screen.getByRole('button', { name: 'Escribir otro' }));
    expect(await screen.findByLabelText('Nombre *')).toHaveValue('');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Mandar' }));
    await screen.findByText('Formulario enviado correctamente');
    const [, second] = posts(calls);
    expect((second?.body as { intento: string }).intento).not.toBe((first?.body as { intento: string }).intento);
  });

  it("offers 'Regresar al formulario' when the section names no back text", async () => {
    stubApi({ [`GET /api/events/${EVENT_ID}/registration`]: view, [POST_PATH]: created });
    const user = setUpUser();
    drawForm({ backText: '', submitText: '' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('button', { name: 'Regresar al formulario' })).toBeInTheDocument();
  });

  it('sends one submission when the form is submitted twice before the answer comes', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const pending = new Promise<ApiAnswer>((resolve) => {
      answer = resolve;
    });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${path}`);
        const { status, body } = path.endsWith('/registration') ? view : await pending;
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
    const user = setUpUser();
    drawForm();
    await fillIn(user);
    const form = screen.getByRole('button', { name: 'Mandar' }).closest('form') as HTMLFormElement;

    fireEvent.submit(form);
    fireEvent.submit(form);
    answer(created);

    expect(await screen.findByText('Formulario enviado correctamente')).toBeInTheDocument();
    expect(calls.filter((call) => call === POST_PATH)).toHaveLength(1);
  });

  it("shows the server's message and its field's own, which goes once the field is changed", async () => {
    stubApi({
      [`GET /api/events/${EVENT_ID}/registration`]: view,
      [POST_PATH]: { status: 400, body: { code: 'VALIDATION', message: 'Revisa los campos requeridos', fields: { 'campos.mensaje': 'Escribe al menos una pregunta' } } },
    });
    const user = setUpUser();
    drawForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Mandar' }));

    expect(await screen.findByText('Revisa los campos requeridos')).toBeInTheDocument();
    expect(screen.getByText('Escribe al menos una pregunta')).toBeInTheDocument();
    expect(screen.queryByText('Formulario enviado correctamente')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mensaje *'), ' ¿Y regaderas?');
    await waitFor(() => expect(screen.queryByText('Escribe al menos una pregunta')).not.toBeInTheDocument());
  });

  it('shows the limit the server answers in Spanish', async () => {
    stubApi({
      [`GET /api/events/${EVENT_ID}/registration`]: view,
      [POST_PATH]: { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Demasiados intentos seguidos. Espera 9 minutos y vuelve a intentarlo.' } },
    });
    const user = setUpUser();
    drawForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Mandar' }));
    expect(await screen.findByText('Demasiados intentos seguidos. Espera 9 minutos y vuelve a intentarlo.')).toBeInTheDocument();
  });

  it("draws the fields in the site's text colour, and its error messages light on a dark site", async () => {
    stubApi({ [`GET /api/events/${EVENT_ID}/registration`]: view });
    drawForm({}, { text: '#f5f5f5', background: '#12142b', primary: '#8c9eff' });
    const form = (await screen.findByLabelText('Nombre *')).closest('form') as HTMLFormElement;
    expect(form.style.getPropertyValue('--amplify-components-fieldcontrol-color')).toBe('#f5f5f5');
    expect(form.style.getPropertyValue('--amplify-components-selectfield-label-color')).toBe('#f5f5f5');
    expect(form.style.getPropertyValue('--amplify-components-select-option-background-color')).toBe('#12142b');
    expect(form.style.getPropertyValue('--amplify-components-fieldmessages-error-color')).toBe('#fca5a5');
  });

  it('says the form is not available when the event has no group by its name', async () => {
    stubApi({ [`GET /api/events/${EVENT_ID}/registration`]: view });
    drawForm({ grupo: 'prensa' });
    expect(await screen.findByText('Este formulario no está disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mandar' })).not.toBeInTheDocument();
  });
});
