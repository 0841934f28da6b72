// /retos/{eventID} and /retos/{eventID}/code/{code}: who sees the page, the reto's card, registration
// with the code of a shared link (sent once), and the stepper moving only as far as the API allows.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { participationMessages, participationTexts } from '@shared/retos/participation';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aParticipation, RETO, sent, slow, stubReto } from './athlete-fixtures';
import { stubApi } from '../support/fake-api';
import { holdAnswers } from '../support/held-answers';
import { stubWebSocket } from '../results/support/fake-socket';
import { runtimeConfig } from './chat-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const steps = () => within(screen.getByRole('navigation', { name: 'Pasos del reto' }));
/** The stepper's title of the step labelled `label`: 'Paso {n} de 5: {label}'. */
const stepTitle = (label: string) => `Paso ${participationTexts.steps.indexOf(label as never) + 1} de 5: ${label}`;
const stepHeading = (label: string) => screen.findByRole('heading', { level: 2, name: stepTitle(label) }, slow);
const toast = () => screen.getAllByRole('status').at(-1)!;

describe("the athlete's reto page", () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'lucia@example.mx' });
  });

  it("shows a signed-out visitor the reto's card and asks them to sign in, asking nothing but the public card", async () => {
    resetFakeAuth();
    const calls = stubReto({ eventName: 'Reto de otoño' }, aParticipation());
    renderApp('/retos/1-2-3');
    expect(await within(await screen.findByRole('main', {}, slow)).findByRole('link', { name: /Iniciar Sesión/ }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reto de otoño' })).toBeInTheDocument();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([`GET ${RETO}`]);
    expect(calls[0]?.authorization).toBeNull();
  });

  it("shows a participant the organizer's message buttons", async () => {
    stubWebSocket();
    stubReto({}, aParticipation(), {
      'GET /config.json': { status: 200, body: runtimeConfig },
      [`GET ${RETO}/chat/me`]: { status: 200, body: { chat: 1, broadcasts: 0, broadcastsTotal: 0 } },
      [`POST ${RETO}/chat/tickets`]: (call) => ({ status: 201, body: { topic: 'x', ticket: `ticket-${(call.body as { topic: string }).topic}` } }),
    });
    renderApp('/retos/1-2-3');
    expect(await screen.findByRole('button', { name: 'Mensajes del organizador' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat con el organizador, 1 mensaje sin leer' })).toBeInTheDocument();
  });

  it("asks the athlete's participation beside the reto, not once the reto has answered", async () => {
    stubReto({}, aParticipation());
    const answer = globalThis.fetch;
    let participationAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      participationAsked = resolve;
    });
    // The reto answers only once the participation was asked: asked one after the other, the page would stay loading.
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (args[0] === `${RETO}/me`) participationAsked();
      if (args[0] === RETO) await asked;
      return answer(...args);
    });
    renderApp('/retos/1-2-3');
    expect(await screen.findByRole('navigation', { name: 'Pasos del reto' }, slow)).toBeInTheDocument();
  });

  it('says an unknown id names no open reto', async () => {
    stubApi({ 'GET /api/retos/9-9-9': { status: 404, body: { code: 'RETO_NOT_FOUND', message: 'x' } } });
    renderApp('/retos/9-9-9');
    expect(await screen.findByText('El Id del evento ingresado no existe o el evento ya no está abierto al público', {}, slow)).toBeInTheDocument();
  });

  it("shows the reto's card and registers once with the shared link's code, however often the button is pressed", async () => {
    const calls = stubReto({ eventName: 'Reto de otoño', eventDescription: 'Corre donde quieras', distance: 21.1, eventPhoto: '/media/retos/foto.jpg' }, null, {
      [`POST ${RETO}/registration`]: { status: 201, body: aParticipation() },
    });
    const { user } = renderApp('/retos/1-2-3/code/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reto de otoño' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Pasos del reto' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Corre donde quieras')).toBeInTheDocument();
    expect(screen.getByText('21.1 km')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fotografía del reto Reto de otoño' })).toHaveAttribute('src', '/media/retos/foto.jpg');
    expect(screen.getByText(/^Inicio:/)).toBeInTheDocument();
    expect(screen.getByText(/^Fin:/)).toBeInTheDocument();

    // Numbered steps, the first the current one.
    expect(steps().getAllByRole('button')).toHaveLength(5);
    for (const name of ['1. Finaliza tu registro', '2. Linea de Salida', '3. Realiza el reto', '4. Linea de meta', '5. Resultados']) {
      expect(steps().getByRole('button', { name })).toBeInTheDocument();
    }
    expect(steps().getByRole('button', { name: '1. Finaliza tu registro' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    expect(screen.getByLabelText(/Ingresa un código de acceso/)).toHaveValue('abc123');
    expect(screen.getByText(/Si recibiste una liga con tu código/)).toBeInTheDocument();

    const release = holdAnswers();
    await user.dblClick(screen.getByRole('button', { name: 'Registrarme en evento' }));
    release();
    expect(await screen.findByText('No hay pasos adicionales requeridos para el registro', {}, slow)).toBeInTheDocument();
    expect(sent(calls, 'POST', `${RETO}/registration`).map((call) => call.body)).toEqual([{ code: 'ABC123' }]);
    expect(toast()).toHaveTextContent('Registro completado');
  });

  it("asks for a code, and shows the API's refusal of one on the field", async () => {
    const calls = stubReto({}, null, {
      [`POST ${RETO}/registration`]: { status: 409, body: { code: 'EXHAUSTED_CODE', message: participationMessages.exhaustedCode } },
    });
    const { user } = renderApp('/retos/1-2-3');
    const field = await screen.findByLabelText(/Ingresa un código de acceso/, {}, slow);
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Registrarme en evento' }));
    expect(screen.getByText('Campo requerido')).toBeInTheDocument();
    await user.type(field, 'ab-12');
    await user.click(screen.getByRole('button', { name: 'Registrarme en evento' }));
    expect(screen.getByText('Código inválido')).toBeInTheDocument();
    expect(sent(calls, 'POST', `${RETO}/registration`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ZZZ999');
    await user.click(screen.getByRole('button', { name: 'Registrarme en evento' }));
    expect(await screen.findByText('Código ya utilizado y agotado', {}, slow)).toBeInTheDocument();
  });

  it("keeps an unregistered athlete on step 0 with 'Completa tu registro para continuar', asking nothing of the API", async () => {
    const calls = stubReto({}, null);
    const { user } = renderApp('/retos/1-2-3');
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }, slow));
    expect(toast()).toHaveTextContent('Completa tu registro para continuar');
    await user.click(steps().getByRole('button', { name: '5. Resultados' }));
    expect(await stepHeading('Finaliza tu registro')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('opens on the stored step, shows the refusal of the API as a toast and moves where it allows', async () => {
    let answer = { status: 409, body: { code: 'STEP_REQUIREMENT', message: participationMessages.needsGoal } };
    const calls = stubReto({}, aParticipation({ step: 1, goalTime: '00:00:00' }), {
      [`PUT ${RETO}/me/step`]: () => answer,
    });
    const { user } = renderApp('/retos/1-2-3');
    expect(await stepHeading('Linea de Salida')).toBeInTheDocument();
    expect(steps().getByRole('button', { name: '2. Linea de Salida' })).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Ingresa el tiempo que deseas realizar en el reto', {}, slow)).toBeInTheDocument();
    const shownAt = performance.now();
    expect(screen.getByRole('heading', { level: 2, name: stepTitle('Linea de Salida') })).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/step`).map((call) => call.body)).toEqual([{ step: 2 }]);
    // The stepper's toasts last 4 s (docs/retos.md §5), not the 7 s of account errors: seen at most 4 s
    // after it was drawn (a busy machine may find it late, never early).
    await waitFor(() => expect(toast()).toBeEmptyDOMElement(), { timeout: 30_000 });
    expect(performance.now() - shownAt).toBeLessThan(6_000);

    answer = { status: 200, body: aParticipation({ step: 3, goalTime: '01:00:00' }) } as never;
    await user.click(steps().getByRole('button', { name: '4. Linea de meta' }));
    expect(await stepHeading('Linea de meta')).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/step`).at(-1)?.body).toEqual({ step: 3 });

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await stepHeading('Realiza el reto')).toBeInTheDocument();
    // Passed steps read as done.
    await user.click(steps().getByRole('button', { name: '1. Finaliza tu registro, completado' }));
    expect(await stepHeading('Finaliza tu registro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    expect(sent(calls, 'PUT', `${RETO}/me/step`)).toHaveLength(2);
  });

  it("shows the results, no 'Siguiente' on the last step, and the closing words", async () => {
    stubReto({}, aParticipation({ step: 4 }));
    renderApp('/retos/1-2-3');
    expect(await screen.findByText('(Resultados preliminares)', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Felicidades por completar el reto, ahora puedes compartir tu experiencia con todos los atletas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
  });
});
