// /usuario-autorizado/ (docs/retos.md §2.9, §6): the latest retos of every organizer, each leading to its
// organizer page, for perfil 1; anyone else reads 'Usuario no autorizado' and the list is never asked.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';
import { aVirtualEventView } from '../support/retos';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 30_000 };
const retos = [
  aVirtualEventView({ eventID: '5-5-5', eventName: 'Reto de verano', userCreate: { athleteCreateName: 'Luis', athleteCreateLastName: 'Pérez' } }),
  aVirtualEventView({ eventID: '1-2-3', eventName: 'Reto de otoño' }),
];

function signedInAs(perfil: 1 | 2) {
  signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  return stubApi({
    'GET /api/me': { status: 200, body: aProfile({ perfil }) },
    'GET /api/retos-admin/latest': { status: 200, body: { retos } },
  });
}

describe('the authorized users page', () => {
  beforeEach(() => resetFakeAuth());

  it('lists an admin the latest retos in the order the API gives, each leading to its organizer page', async () => {
    signedInAs(1);
    renderApp('/usuario-autorizado/');
    expect(await screen.findByRole('heading', { name: 'Eventos virtuales organizados por los usuarios' }, slow)).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /^Reto de/ }, slow);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Reto de verano', '/retos-organizador/5-5-5'],
      ['Reto de otoño', '/retos-organizador/1-2-3'],
    ]);
    expect(screen.getByText('Organiza: Luis Pérez')).toBeInTheDocument();
  });

  it('tells an athlete who is no admin that the page is not theirs, without asking for the list', async () => {
    const calls = signedInAs(2);
    renderApp('/usuario-autorizado/');
    expect(await screen.findByText('Usuario no autorizado', undefined, slow)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/retos-admin/latest')).toBe(false);
  });

  it("sends /usuario-autorizado/{eventID} to the reto's organizer page", async () => {
    signedInAs(1);
    const { router } = renderApp('/usuario-autorizado/5-5-5');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/retos-organizador/5-5-5'), slow);
  });
});
