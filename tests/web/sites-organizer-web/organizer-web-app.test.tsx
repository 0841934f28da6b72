// An organizer host in the SPA: the site published for the host, its pages by route, the site's
// not-found page for any other route, its registration button into the platform's flow on the same
// host; a host with no site keeps only the loading logo.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostedSite } from '@shared/sites/site-api';
import { OrganizerWebApp } from '@web/app/organizer-web-app';
import { hostedSiteKey } from '@web/features/sites/organizer-web/hosted-site';
import { stubApi } from '../support/fake-api';
import { aSection, aSite } from './site-fixtures';

const hosted: HostedSite = {
  eventId: 7,
  event: { nombreEvento: 'Maratón de Mérida' },
  site: aSite({
    title: 'Maratón de Mérida',
    home: [aSection({ component: 'title', text: 'Bienvenidos a Mérida' }), aSection({ component: 'registration', eventId: 7, render: 'button', buttonText: 'Inscríbete ya' })],
    pages: { ruta: [aSection({ component: 'title', text: 'La ruta del maratón' })] },
  }),
};

const slow = { timeout: 30_000 };

function visit(path: string, hostname = 'maraton.localhost') {
  window.history.pushState({}, '', path);
  render(<OrganizerWebApp hostname={hostname} />);
}

describe('OrganizerWebApp', () => {
  beforeEach(() => {
    stubApi({
      'GET /api/sites/by-host/maraton.localhost': { status: 200, body: hosted },
      'GET /api/events/9/web': { status: 200, body: { eventId: 9, event: { nombreEvento: 'Nocturna' }, site: aSite({ title: 'Nocturna', home: [aSection({ component: 'title', text: 'Corre de noche' })] }) } },
      'GET /api/events/8/web': { status: 404, body: { code: 'SITE_NOT_FOUND', message: 'El evento no tiene una web publicada' } },
      'GET /api/sites/by-host/nadie.localhost': { status: 404, body: { code: 'SITE_NOT_FOUND', message: 'No hay un sitio publicado en esta dirección' } },
    });
  });

  it('draws the home page of the site the host serves, titled by it, with a registration button on the same host', async () => {
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Bienvenidos a Mérida' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('Maratón de Mérida');
    expect(await screen.findByRole('link', { name: 'Inscríbete ya' })).toHaveAttribute('href', '/proximos-eventos/evento_7/inscripcion');
  });

  it("draws the page a route names, titled by the page and then the site as its document is", async () => {
    visit('/ruta');
    expect(await screen.findByRole('heading', { name: 'La ruta del maratón' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('ruta · Maratón de Mérida');
  });

  it.each(['/web', '/evento_7'])('draws the home page for %s', async (path) => {
    visit(path);
    expect(await screen.findByRole('heading', { name: 'Bienvenidos a Mérida' }, slow)).toBeInTheDocument();
  });

  it("draws another event's web for its evento_{id}", async () => {
    visit('/evento_9');
    expect(await screen.findByRole('heading', { name: 'Corre de noche' }, slow)).toBeInTheDocument();
  });

  it("draws the site's not-found page for another event without a web", async () => {
    visit('/evento_8');
    expect(await screen.findByText('PÁGINA NO ENCONTRADA', {}, slow)).toBeInTheDocument();
  });

  it('draws PÁGINA NO ENCONTRADA for a route the site has no page for, with a registration id or not', async () => {
    visit('/no-existe/abc123');
    expect(await screen.findByText('PÁGINA NO ENCONTRADA', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Intenta una ruta diferente')).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Maratón de Mérida');
  });

  it("draws the site the page's document carried as its data island, without asking the API for it", async () => {
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = 'datos-pagina';
    island.textContent = JSON.stringify({ host: 'isla.localhost', hosted: { ...hosted, site: { ...hosted.site, title: 'Isla' } } });
    document.body.append(island);
    try {
      // No answer is stubbed for isla.localhost: a request would leave the loading logo.
      visit('/ruta', 'isla.localhost');
      expect(await screen.findByRole('heading', { name: 'La ruta del maratón' }, slow)).toBeInTheDocument();
    } finally {
      island.remove();
    }
  });

  it("asks the API when the document's data island is another host's", async () => {
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = 'datos-pagina';
    island.textContent = JSON.stringify({ host: 'otro.localhost', hosted: { ...hosted, site: { ...hosted.site, home: { title: '', sections: [] } } } });
    document.body.append(island);
    try {
      visit('/');
      expect(await screen.findByRole('heading', { name: 'Bienvenidos a Mérida' }, slow)).toBeInTheDocument();
    } finally {
      island.remove();
    }
  });

  it('keeps only the loading logo on a host no site answers on', async () => {
    const mounted = vi.spyOn(QueryClient.prototype, 'mount');
    visit('/', 'nadie.localhost');
    expect(await screen.findByRole('img', { name: 'Carreras' }, slow)).toBeInTheDocument();
    // The app has read the host's refusal and given up on its site (waitFor returns once the screen is drawn from that).
    const appQueries = mounted.mock.contexts[0] as QueryClient;
    mounted.mockRestore();
    await waitFor(() => expect(appQueries.getQueryState(hostedSiteKey('nadie.localhost'))?.status).toBe('error'));
    expect(screen.getByRole('img', { name: 'Carreras' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
