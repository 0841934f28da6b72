import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { anEvent, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const events = (count: number, from: number, overrides = {}) =>
  Array.from({ length: count }, (_, i) => anEvent({ iDEvento: from + i, nombreEvento: `Carrera ${from + i}`, ...overrides }));

describe('event lists', () => {
  beforeEach(() => resetFakeAuth());

  it('shows live events as "EVENTO EN PROCESO" with PRELIMINARES, or "Web del evento" when the event has a web', async () => {
    stubApi({
      'GET /api/events?list=live': {
        status: 200,
        body: { events: [anEvent({ iDEvento: 3, eventoDisponible: 4 }), anEvent({ iDEvento: 4, nombreEvento: 'Trail', showWeb: true })] },
      },
    });
    renderApp('/live/');

    expect(await screen.findByRole('heading', { name: 'Eventos en vivo' })).toBeInTheDocument();
    expect(await screen.findAllByText('EVENTO EN PROCESO')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'PRELIMINARES' })).toHaveAttribute('href', '/live/evento_3');
    expect(screen.getByRole('link', { name: 'Web del evento' })).toHaveAttribute('href', '/evento_4');
    expect(screen.getAllByText('Zócalo, Ciudad de México')).toHaveLength(2);
  });

  it('adds 20 more previous events per "Mostar más eventos anteriores" click, following the cursor', async () => {
    const calls = stubApi({
      'GET /api/events?list=previous': { status: 200, body: { events: events(20, 1), nextCursor: 'c20' } },
      'GET /api/events?list=previous&cursor=c20': { status: 200, body: { events: events(5, 21) } },
    });
    const { user } = renderApp('/resultados/');
    expect(await screen.findByRole('heading', { name: 'Eventos Anteriores' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /^Carrera \d+(?!\d)/ })).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Mostar más eventos anteriores' }));

    await vi.waitFor(() => expect(screen.getAllByRole('link', { name: /^Carrera \d+(?!\d)/ })).toHaveLength(25));
    expect(calls.map((call) => call.path)).toEqual(['/api/events?list=previous', '/api/events?list=previous&cursor=c20']);
    expect(screen.queryByRole('button', { name: 'Mostar más eventos anteriores' })).not.toBeInTheDocument();
  });

  it('links previous events to their results, or to their web when showWeb is on', async () => {
    stubApi({
      'GET /api/events?list=previous': {
        status: 200,
        body: { events: [anEvent({ iDEvento: 8, nombreEvento: 'Sin web' }), anEvent({ iDEvento: 9, nombreEvento: 'Con web', showWeb: true })] },
      },
    });
    renderApp('/eventos-anteriores');

    expect(await screen.findByRole('link', { name: /^Sin web/ })).toHaveAttribute('href', '/resultados/evento_8');
    expect(screen.getByRole('link', { name: /^Con web/ })).toHaveAttribute('href', '/evento_9');
  });

  it('shows upcoming events with date, time and place, and "Información" for events without a web', async () => {
    stubApi({ 'GET /api/events?list=upcoming': { status: 200, body: { events: [anEvent({ iDEvento: 12, eventoDisponible: 2 })] } } });
    renderApp('/proximos-eventos/');

    const info = await screen.findByRole('link', { name: 'Información' });
    expect(info).toHaveAttribute('href', '/proximos-eventos/evento_12');
    expect(screen.getByRole('heading', { name: 'Próximos Eventos' })).toBeInTheDocument();
    expect(screen.getByText(/domingo, 1 de marzo de 2026 · 07:00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostar más eventos anteriores' })).not.toBeInTheDocument();
  });

  it('shows the upcoming event information page with its modalities and start times', async () => {
    stubApi({
      'GET /api/events/12': {
        status: 200,
        body: { event: anEvent({ iDEvento: 12, eventoDisponible: 2 }), sections: sections() },
      },
    });
    renderApp('/proximos-eventos/evento_12');

    expect(await screen.findByRole('heading', { name: 'Medio Maratón de la Ciudad' })).toBeInTheDocument();
    const modalities = screen.getByText('Medio maratón').closest('p') as HTMLElement;
    expect(within(modalities).getByText(/21 km · Élite 07:00/)).toBeInTheDocument();
  });

  it('says so in Spanish when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/events?list=live': { status: 500, body: { code: 'INTERNAL', message: 'Ocurrió un error inesperado, intenta de nuevo' } } });
    renderApp('/live');

    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado, intenta de nuevo');
  });
});
