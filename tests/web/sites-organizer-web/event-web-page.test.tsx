// /evento_{id} on the main host: the event's published web, or the platform's not-found page.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HostedSite } from '@shared/sites/site-api';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aSection, aSite } from './site-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const hosted: HostedSite = {
  eventId: 4,
  event: { nombreEvento: 'Carrera de la Primavera' },
  site: aSite({
    title: 'Carrera de la Primavera',
    home: [
      aSection({ component: 'title', text: 'Corre la primavera' }),
      aSection({ component: 'header', menu: [{ text: 'La ruta', url: '/ruta#salida' }, { text: 'Inscríbete', url: '/proximos-eventos/evento_4/inscripcion' }, { text: 'Inicio', url: '/' }] }),
    ],
    pages: { ruta: [aSection({ component: 'title', text: 'La ruta de la primavera' })] },
  }),
};
const slow = { timeout: 30_000 };

describe('the event web on the main host', () => {
  it('draws the published web of /evento_{id}', async () => {
    resetFakeAuth();
    stubApi({ 'GET /api/events/4/web': { status: 200, body: hosted } });
    renderApp('/evento_4');
    expect(await screen.findByRole('heading', { name: 'Corre la primavera' }, slow)).toBeInTheDocument();
  });

  it.each(['/ruta/evento_4', '/ruta/evento_4/1234'])('draws the page %s names of the event web', async (path) => {
    resetFakeAuth();
    stubApi({ 'GET /api/events/4/web': { status: 200, body: hosted } });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'La ruta de la primavera' }, slow)).toBeInTheDocument();
  });

  it("keeps the site's own links inside its web on the main host and the platform's as they are", async () => {
    resetFakeAuth();
    stubApi({ 'GET /api/events/4/web': { status: 200, body: hosted } });
    renderApp('/evento_4');
    expect(await screen.findByRole('link', { name: 'La ruta' }, slow)).toHaveAttribute('href', '/ruta/evento_4#salida');
    expect(screen.getByRole('link', { name: 'Inscríbete' })).toHaveAttribute('href', '/proximos-eventos/evento_4/inscripcion');
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/evento_4');
  });

  it("draws the site's not-found page for a page its event web does not have", async () => {
    resetFakeAuth();
    stubApi({ 'GET /api/events/4/web': { status: 200, body: hosted } });
    renderApp('/no-existe/evento_4');
    expect(await screen.findByText('PÁGINA NO ENCONTRADA', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Corre la primavera' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an event without a web, and for any other single path', async () => {
    resetFakeAuth();
    stubApi({ 'GET /api/events/5/web': { status: 404, body: { code: 'SITE_NOT_FOUND', message: 'El evento no tiene una web publicada' } } });
    renderApp('/evento_5');
    expect(await screen.findByText('PÁGINA NO ENCONTRADA', {}, slow)).toBeInTheDocument();
  });

  it('shows the not-found page for two segments that name no event', async () => {
    resetFakeAuth();
    const calls = stubApi({});
    renderApp('/ruta/otra-cosa');
    expect(await screen.findByText('PÁGINA NO ENCONTRADA', {}, slow)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('/web'))).toEqual([]);
  });
});
