// /retos-organizador/: the organizer's retos, the create form behind its toggle, checked as the API
// checks it ('Campo requerido' on what is missing, a start after the end as the 7-s toast) and sent
// once, then the new reto's organizer page.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { anOrganizerRetoView, aVirtualEventView } from '../support/retos';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 30_000 };
const reto = (eventId: string, eventName: string) => aVirtualEventView({ eventID: eventId, eventName });

describe('the retos organizer dashboard', () => {
  beforeEach(() => resetFakeAuth());

  it('asks a signed-out visitor to sign in', async () => {
    stubApi({});
    renderApp('/retos-organizador/');
    expect(await screen.findByRole('heading', { name: 'Dashboard de configuración de eventos' }, slow)).toBeInTheDocument();
    expect(await within(await screen.findByRole('main', {}, slow)).findByRole('link', { name: /Inicia sesión|Iniciar Sesión/ }, slow)).toBeInTheDocument();
  });

  it('lists the retos organized, checks the form before sending it and sends a valid one once', async () => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    let mine = [reto('1-2-3', 'Reto de otoño')];
    const calls = stubApi({
      'GET /api/my-retos': () => ({ status: 200, body: { retos: mine } }),
      'POST /api/retos': () => {
        mine = [reto('40-50-60', 'Reto de invierno'), ...mine];
        return { status: 201, body: mine[0] };
      },
      'GET /api/retos/40-50-60/config': { status: 200, body: anOrganizerRetoView({ eventID: '40-50-60', eventName: 'Reto de invierno' }) },
      'GET /api/retos/40-50-60/codes': { status: 200, body: { codes: [], issued: 0, limit: 10 } },
    });
    const { user, router } = renderApp('/retos-organizador/');
    expect(await screen.findByRole('heading', { name: 'Reto de otoño' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eventos virtuales Organizados por mí' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crea tu propio evento virtual' }));
    expect(screen.getByRole('button', { name: 'En otro momento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear evento virtual' }));
    expect(await screen.findAllByText('Campo requerido')).toHaveLength(5);
    expect(screen.queryByText(/Demasiado pequeño|Inválido|Entrada inválida/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Descripción/), 'Corre donde quieras');
    await user.type(screen.getByLabelText(/^Nombre del evento/), 'Reto de invierno');
    await user.type(screen.getByLabelText(/^Inicio/), '2030-02-01T07:00');
    await user.type(screen.getByLabelText(/^Fin/), '2030-01-01T07:00');
    await user.type(screen.getByLabelText(/^Distancia/), '10.555');
    await user.click(screen.getByRole('button', { name: 'Crear evento virtual' }));
    expect(await screen.findByText('La distancia va en kilómetros con hasta dos decimales')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Distancia/));
    await user.type(screen.getByLabelText(/^Distancia/), '10.5');
    await user.click(screen.getByRole('button', { name: 'Crear evento virtual' }));
    // The start after the end is the toast (7 s), not a line under the field.
    expect(await screen.findByRole('status')).toHaveTextContent('La fecha de inicio debe ser inferior a la de finalización');
    expect(screen.getByLabelText(/^Fin/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Fin/));
    await user.type(screen.getByLabelText(/^Fin/), '2030-02-28T23:59');
    await user.clear(screen.getByLabelText(/^Distancia/));
    await user.type(screen.getByLabelText(/^Distancia/), '21.1');
    // A field typed again loses its message until the next send.
    expect(screen.queryByText('La distancia va en kilómetros con hasta dos decimales')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de evento')).toHaveValue('standard');
    await user.selectOptions(screen.getByLabelText('Tipo de evento'), 'Por tiempo');
    await user.dblClick(screen.getByRole('button', { name: 'Crear evento virtual' }));

    // The new reto's organizer page opens (§4 Event creation).
    expect(await screen.findByRole('tab', { name: 'Configuración del reto' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/retos-organizador/40-50-60');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/api/retos']);
    expect(posts[0]?.body).toMatchObject({ eventName: 'Reto de invierno', eventDescription: 'Corre donde quieras', distance: 21.1, price: 0, eventType: 'byTime', eventStart: new Date('2030-02-01T07:00').toISOString() });
  });
});
