// The organizer-web sections drawn from the platform's data, on an organizer host: the events of one
// status the site's owner administers, as the API names them, with their buttons, an event's web (its convocatoria), a custom result
// view of the athlete the route names, and an event's results widget, embedded by its script as any site embeds it.
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HostedSite } from '@shared/sites/site-api';
import { OrganizerWebApp } from '@web/app/organizer-web-app';
import { anEvent, aRow, someSections } from '../events-console/event-fixtures';
import { stubApi } from '../support/fake-api';
import { aSection, aSite } from './site-fixtures';

const slow = { timeout: 30_000 };
const club = { nombre: 'Club Corredores', colorOrganizador: '#e8630a', linkAvisoPrivacidad: '' };
const others = { ...club, nombre: 'Otra Empresa' };

const ownWithWeb = anEvent({ iDEvento: 7, nombreEvento: 'Maratón de Mérida', eventoDisponible: 2, showWeb: true, organizador: club });
const ownUpcoming = anEvent({ iDEvento: 8, nombreEvento: 'Nocturna de Mérida', eventoDisponible: 2, organizador: club });
const foreign = anEvent({ iDEvento: 9, nombreEvento: 'Carrera de otra empresa', eventoDisponible: 2, organizador: others });
const ownLive = anEvent({ iDEvento: 10, nombreEvento: 'Trail del Mayab', eventoDisponible: 4, organizador: club });
const ownClosed = anEvent({ iDEvento: 11, nombreEvento: 'Medio de Progreso', eventoDisponible: 1, organizador: club });
const laterPage = anEvent({ iDEvento: 12, nombreEvento: 'Carrera de la segunda página', eventoDisponible: 2, organizador: club });
/** Another organizer's event that copies the site organizer's name. */
const impostor = anEvent({ iDEvento: 13, nombreEvento: 'EVENTO FALSO del Club Corredores', eventoDisponible: 2, organizador: club });

const views = [{ name: 'Llegada', views: [{ text: '[nombre] llegó en [to]', x: 0, y: 0 }], miniTheme: {} }];
const ana = aRow({ num: '101', nombre: 'Ana López', to: '01:35:10' });

type SiteInput = NonNullable<Parameters<typeof aSite>[0]>;

function site(home: SiteInput['home'], pages: SiteInput['pages'] = {}): HostedSite {
  return { eventId: 7, event: { nombreEvento: 'Maratón de Mérida' }, site: aSite({ title: 'Maratón de Mérida', home, pages }) };
}

function visit(hosted: HostedSite, path = '/') {
  stubApi({
    'GET /config.json': { status: 200, body: { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', webSocketUrl: 'ws://x', mainHosts: ['carreras.mx'] } },
    'GET /api/sites/by-host/maraton.localhost': { status: 200, body: hosted },
    'GET /api/events/7': { status: 200, body: { event: ownWithWeb, sections: someSections({ customViews: views, convocatoria: { blocks: [{ type: 'text', title: 'Fecha y lugar', text: 'Salida en el Paseo de Montejo' }] } }) } },
    'GET /api/events?list=upcoming': { status: 200, body: { events: [ownWithWeb, impostor, foreign, ownUpcoming], nextCursor: 'c2' } },
    'GET /api/events?list=upcoming&cursor=c2': { status: 200, body: { events: [laterPage] } },
    'GET /api/events?list=live': { status: 200, body: { events: [ownLive] } },
    'GET /api/events?list=previous': { status: 200, body: { events: [ownClosed, foreign] } },
    'GET /api/events/7/owner-events?status=2': { status: 200, body: { events: [ownWithWeb, ownUpcoming, laterPage] } },
    'GET /api/events/7/owner-events?status=4': { status: 200, body: { events: [ownLive] } },
    'GET /api/events/7/owner-events?status=1': { status: 200, body: { events: [ownClosed] } },
    'GET /api/events/7/athletes/101': { status: 200, body: { row: ana, photos: [] } },
  });
  window.history.pushState({}, '', path);
  render(<OrganizerWebApp hostname="maraton.localhost" />);
}

describe('platform sections of an organizer web', () => {
  beforeEach(() => window.history.pushState({}, '', '/'));

  it("lists the upcoming events the site's owner administers, each to its web or its registration, never another's that copies the organizer's name", async () => {
    visit(site([aSection({ component: 'eventList', status: 2, title: 'Próximas carreras' })]));
    expect(await screen.findByRole('heading', { name: 'Nocturna de Mérida' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Próximas carreras' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Carrera de la segunda página' })).toBeInTheDocument();
    expect(screen.queryByText('EVENTO FALSO del Club Corredores')).not.toBeInTheDocument();
    expect(screen.queryByText('Carrera de otra empresa')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Web del evento' })).toHaveAttribute('href', '/evento_7');
    expect(screen.getAllByRole('link', { name: 'Inscripciones' }).map((link) => link.getAttribute('href'))).toEqual([
      '/proximos-eventos/evento_8/inscripcion',
      '/proximos-eventos/evento_12/inscripcion',
    ]);
  });

  it("sends live and closed events to the platform's results on the main host", async () => {
    visit(site([aSection({ component: 'eventList', status: 4 }), aSection({ component: 'eventList', status: 1 })]));
    const live = await screen.findByRole('link', { name: 'PRELIMINARES' }, slow);
    expect(live).toHaveAttribute('href', `${window.location.protocol}//carreras.mx${window.location.port ? `:${window.location.port}` : ''}/live/evento_10`);
    expect(await screen.findByRole('link', { name: 'Resultados' })).toHaveAttribute('href', expect.stringMatching(/\/\/carreras\.mx(:\d+)?\/resultados\/evento_11$/));
    expect(screen.queryByText('Carrera de otra empresa')).not.toBeInTheDocument();
  });

  it("draws an event's web section as its convocatoria", async () => {
    visit(site([aSection({ component: 'eventWeb', eventId: 7 })]));
    expect(await screen.findByText('Salida en el Paseo de Montejo', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Fecha y lugar')).toBeInTheDocument();
  });

  it('fills a result view with the athlete of /{route}/{idregistro}', async () => {
    visit(site([], { llegada: [aSection({ component: 'resultView', eventId: 7, viewIndex: 0 })] }), '/llegada/101');
    const box = await screen.findByText('Ana López llegó en 01:35:10', {}, slow);
    expect(within(box.closest('[data-organizer-site]') as HTMLElement).getByTestId('view-box')).toBe(box);
  });

  it("embeds an event's results widget with the widget's own script, from the host the web is on", async () => {
    visit(site([aSection({ component: 'results', eventId: 11, title: 'Resultados del Medio' })]));
    const holder = await screen.findByTestId('results-widget', {}, slow);
    expect(screen.getByRole('heading', { name: 'Resultados del Medio' })).toBeInTheDocument();
    const script = holder.querySelector('script')!;
    expect(script.getAttribute('src')).toBe('/widget/v1/resultados.js');
    expect(script.getAttribute('data-resultados')).toBe('/api/feed/v1/events/11/widget');
    expect(script.getAttribute('data-titulo')).toBe('Resultados del Medio');
  });
});
