// /retos-organizador/: the organizer's retos, the create form behind its toggle, checked as the API
// checks it and sent once, the list refreshed with the new reto.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aVirtualEventView } from '../support/retos';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 15_000 };
const reto = (eventId: string, eventName: string) => aVirtualEventView({ eventID: eventId, eventName });

describe('the retos organizer dashboard', () => {
  beforeEach(() => resetFakeAuth());

  it('asks a signed-out visitor to sign in', async () => {
    stubApi({});
    renderApp('/retos-organizador/');
    expect(await screen.findByRole('heading', { name: 'Dashboard de configuración de eventos' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Inicia sesión|Iniciar Sesión/ }, slow)).toBeInTheDocument();
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
    });
    const { user } = renderApp('/retos-organizador/');
    expect(await screen.findByRole('heading', { name: 'Reto de otoño' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eventos virtuales Organizados por mí' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crea tu propio evento virtual' }));
    expect(screen.getByRole('button', { name: 'En otro momento' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre del evento/), 'Reto de invierno');
    await user.type(screen.getByLabelText(/^Inicio/), '2030-02-01T07:00');
    await user.type(screen.getByLabelText(/^Fin/), '2030-01-01T07:00');
    await user.type(screen.getByLabelText(/^Distancia/), '10.555');
    await user.click(screen.getByRole('button', { name: 'Crear evento virtual' }));
    expect(await screen.findByText('La fecha de inicio debe ser inferior a la de finalización')).toBeInTheDocument();
    expect(screen.getByText('La distancia va en kilómetros con hasta dos decimales')).toBeInTheDocument();
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

    expect(await screen.findByRole('heading', { name: 'Reto de invierno' }, slow)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ eventName: 'Reto de invierno', distance: 21.1, price: 0, eventType: 'byTime', eventStart: new Date('2030-02-01T07:00').toISOString() });
    expect(screen.getByRole('button', { name: 'Crea tu propio evento virtual' })).toBeInTheDocument();
  });
});
