// A main-host page's document carries its public reads in the data island (docs/sites.md 'Documents'):
// the SPA draws them without asking the API (a reto's card before the session is read), and asks again
// only once they are older than the query keeps data fresh.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { appRoutes } from '@web/app/routes';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aVirtualEventView } from '../support/retos';
import { aParticipation, RETO, slow, stubReto } from '../retos/athlete-fixtures';
import { anEvent, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

/** The app as it runs in the browser: the platform's own query defaults. */
function renderPage(path: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

function carry(answers: Record<string, unknown>, at = Date.now()) {
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = 'datos-pagina';
  island.textContent = JSON.stringify({ at, answers });
  document.body.append(island);
}

const detail = (nombreEvento: string) => ({ event: anEvent({ iDEvento: 7, nombreEvento }), sections: sections() });

describe("the data island of a main-host page's document", () => {
  beforeEach(() => resetFakeAuth());
  afterEach(() => document.getElementById('datos-pagina')?.remove());

  it("draws an event's results from the event it carries, without asking the API", async () => {
    const calls = stubApi({});
    carry({ '/api/events/7': detail('Medio Maratón de la Isla') });
    renderPage('/resultados/evento_7');

    expect(await screen.findByRole('heading', { name: 'Medio Maratón de la Isla' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resultados Generales' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('draws a list from the first page it carries, without asking the API', async () => {
    const calls = stubApi({});
    carry({ '/api/events?list=upcoming': { events: [anEvent({ iDEvento: 12, nombreEvento: 'Nocturna de la Isla', eventoDisponible: 2 })] } });
    renderPage('/proximos-eventos/');

    expect(await screen.findByRole('heading', { name: 'Nocturna de la Isla' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("draws a reto's card from the reto it carries, before the session is read, and asks only the athlete's participation", async () => {
    signInAs({ userId: 'user-1', loginId: 'lucia@example.mx' });
    const calls = stubReto({ eventName: 'Reto de la API' }, aParticipation());
    carry({ [RETO]: aVirtualEventView({ eventName: 'Reto del documento' }) });
    renderPage('/retos/1-2-3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reto del documento' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Pasos del reto' }, slow)).toBeInTheDocument();
    expect(calls.filter(({ path }) => path === RETO)).toEqual([]);
    expect(calls.filter(({ path }) => path === `${RETO}/me`)).toHaveLength(1);
  });

  it('draws what it carries, then asks the API again when the document was read long ago', async () => {
    const calls = stubApi({ 'GET /api/events/7': { status: 200, body: detail('Medio Maratón renovado') } });
    carry({ '/api/events/7': detail('Medio Maratón de la Isla') }, Date.now() - 10 * 60_000);
    renderPage('/resultados/evento_7');

    expect(await screen.findByRole('heading', { name: 'Medio Maratón de la Isla' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Medio Maratón renovado' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/events/7']);
  });

  it("asks the API for what it does not carry: another event's page", async () => {
    const calls = stubApi({ 'GET /api/events/8': { status: 200, body: { event: anEvent({ iDEvento: 8, nombreEvento: 'Otra carrera' }), sections: sections() } } });
    carry({ '/api/events/7': detail('Medio Maratón de la Isla') });
    renderPage('/resultados/evento_8');

    expect(await screen.findByRole('heading', { name: 'Otra carrera' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/events/8']);
  });
});
