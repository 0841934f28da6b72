// /retos/ (docs/retos.md §2.5): the sign-in screen for a signed-out visitor; the search by id (required, at most
// 20 characters) opening /retos/{id}; the way to the organizer's dashboard; 'Mis eventos virtuales', each
// card with its photo or a placeholder, its status and the messages not read yet.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyParticipationItem } from '@shared/retos/participation';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 30_000 };
const participation: MyParticipationItem = { eventID: '7-8-9', eventName: 'Reto 5K de la familia', eventStart: '2030-05-01T06:00:00.000Z', eventEnd: '2030-05-31T06:00:00.000Z', distance: 5, step: 2, active: true, eventPhoto: null, eventEnded: false };
const chatOf = (eventId: string) => `GET /api/retos/${eventId}/chat/me`;

function signedInWith(items: MyParticipationItem[]) {
  signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  return stubApi({
    'GET /api/my-participations': { status: 200, body: { items } },
    [chatOf('7-8-9')]: { status: 200, body: { chat: 2, broadcasts: 1, broadcastsTotal: 3 } },
  });
}

describe('the retos hub', () => {
  beforeEach(() => resetFakeAuth());

  it('asks a signed-out visitor to sign in or create an account, and searches nothing', async () => {
    stubApi({});
    renderApp('/retos/');
    expect(await screen.findByRole('heading', { name: 'Eventos virtuales' }, slow)).toBeInTheDocument();
    expect(await within(await screen.findByRole('main', {}, slow)).findByRole('link', { name: 'Iniciar Sesión' }, slow)).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
    expect(screen.queryByLabelText('Buscar evento virtual por ID')).not.toBeInTheDocument();
  });

  it("lists the athlete's retos, each leading to its page, and the way to organize one", async () => {
    signedInWith([participation]);
    renderApp('/retos/');
    expect(await screen.findByRole('link', { name: 'Reto 5K de la familia' }, slow)).toHaveAttribute('href', '/retos/7-8-9');
    expect(screen.getByRole('heading', { name: 'Mis eventos virtuales' })).toBeInTheDocument();
    expect(screen.getByText('Paso 3 de 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis retos promovidos / Crear un reto' })).toHaveAttribute('href', '/retos-organizador/');
    // Its status, and the organizer's messages not read yet.
    expect(screen.getByText('Próximo')).toBeInTheDocument();
    expect(await screen.findByText('3', {}, slow)).toHaveTextContent('3 sin leer');
  });

  it('shows a closed reto as Cerrado with its photo, and asks no unread count for it', async () => {
    const calls = signedInWith([{ ...participation, eventEnded: true, eventPhoto: '/media/reto-media/foto.jpg' }]);
    renderApp('/retos/');
    expect(await screen.findByText('Cerrado', {}, slow)).toBeInTheDocument();
    expect(document.querySelector('img[src="/media/reto-media/foto.jpg"]')).not.toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/retos/7-8-9/chat/me');
  });

  it('says so when the athlete takes part in no reto', async () => {
    signedInWith([]);
    renderApp('/retos/');
    expect(await screen.findByText(/^Aún no participas en eventos virtuales/, undefined, slow)).toBeInTheDocument();
  });

  it('requires an id of at most 20 characters before opening its page', async () => {
    signedInWith([]);
    const { user, router } = renderApp('/retos/');
    const search = await screen.findByLabelText('Buscar evento virtual por ID', undefined, slow);
    expect(search).toHaveAttribute('maxLength', '20');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Campo requerido')).toBeInTheDocument();
    // A longer id pasted past the field's own limit is refused too.
    fireEvent.change(search, { target: { value: '1'.repeat(21) } });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Máximo 20 caracteres')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/retos/');

    await user.clear(search);
    await user.type(search, ' 12-345-678 ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/retos/12-345-678'), slow);
  });
});
