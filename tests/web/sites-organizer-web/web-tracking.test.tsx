// An event's web tracked for its event: on an organizer host every route sends a PageView to the
// event's own pixel and analytics ids, a ?tkl= link counts one visit per tab and is remembered, so the
// registration opened from the web's button credits it; the registration section is a ViewContent;
// on the main host /evento_{id} sends its PageView to the event's ids and not the platform's.
import { render, screen } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostedSite } from '@shared/sites/site-api';
import { OrganizerWebApp } from '@web/app/organizer-web-app';
import { stubApi, type ApiCall } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { removePixels, stubPixels, type PixelStubs } from '../support/pixel-stubs';
import { renderApp } from '../support/render-app';
import { aView, event } from '../registration/support-flow/flow-fixtures';
import { aSection, aSite } from './site-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const PIXEL = '998877665544';
const ANALYTICS = 'G-EVENT7';
const slow = { timeout: 30_000 };

const hosted: HostedSite = {
  eventId: 7,
  event: { nombreEvento: 'Maratón de Mérida', facebookPixel: PIXEL, gaId: ANALYTICS },
  site: aSite({ title: 'Maratón de Mérida', home: [aSection({ component: 'title', text: 'Bienvenidos a Mérida' }), aSection({ component: 'registration', eventId: 7, render: 'button', buttonText: 'Inscríbete ya' })] }),
};
const ownIds = { ...event, nombreEvento: 'Maratón de Mérida', facebookPixel: PIXEL, gaId: ANALYTICS };

const visits = (calls: ApiCall[]) => calls.filter(({ method, path }) => method === 'POST' && path.includes('/tracking-links/')).map(({ path }) => path);
const storedFlowTkl = () => (JSON.parse(sessionStorage.getItem('inscripcion:evento_7') ?? 'null') as { tkl: string } | null)?.tkl;

function stubOrganizerApi(): ApiCall[] {
  return stubApi({
    'GET /api/sites/by-host/maraton.localhost': { status: 200, body: hosted },
    'GET /api/events/7/registration': { status: 200, body: { ...aView(), event: ownIds } },
    'POST /api/events/7/tracking-links/insta/visits': { status: 204 },
    'POST /api/events/7/tracking-links/radio/visits': { status: 204 },
  });
}

function visitHost(path: string) {
  window.history.pushState({}, '', path);
  render(<OrganizerWebApp hostname="maraton.localhost" />);
  return setUpUser();
}

describe('tracking on an organizer host', () => {
  let pixels: PixelStubs;
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
    pixels = stubPixels();
  });
  afterEach(removePixels);

  it("sends a PageView per route and ViewContent for the registration section to the event's ids, counts the ?tkl= visit once and registers with it", async () => {
    const calls = stubOrganizerApi();
    const user = visitHost('/?tkl=insta');
    await screen.findByRole('heading', { name: 'Bienvenidos a Mérida' }, slow);

    const params = { label: 'evento_7', tkl: 'insta', event_name: 'Maratón de Mérida' };
    await vi.waitFor(() => expect(pixels.meta(PIXEL)).toContainEqual(['PageView', { ...params, page_path: '/', page_location: expect.stringContaining('?tkl=insta') }]));
    expect(pixels.google(ANALYTICS)).toContainEqual(['page_view', { ...params, page_path: '/', page_location: expect.any(String) }]);
    // The registration section is drawn once the platform sections' chunk has loaded.
    await vi.waitFor(() => expect(pixels.meta(PIXEL)).toContainEqual(['ViewContent', params]));
    expect(visits(calls)).toEqual(['/api/events/7/tracking-links/insta/visits']);

    // The button's address has no ?tkl=: the registration still credits the link the visitor came with.
    await user.click(screen.getByRole('link', { name: 'Inscríbete ya' }));
    expect(await screen.findByRole('heading', { name: 'Confirma los datos de registro' }, slow)).toBeInTheDocument();
    const flowPath = '/proximos-eventos/evento_7/inscripcion';
    await vi.waitFor(() => expect(pixels.meta(PIXEL)).toContainEqual(['PageView', { ...params, page_path: flowPath, page_location: expect.stringContaining(flowPath) }]));
    expect(pixels.meta(PIXEL).filter(([name]) => name === 'ViewContent')).toHaveLength(2);
    await vi.waitFor(() => expect(storedFlowTkl()).toBe('insta'));
    expect(visits(calls)).toHaveLength(1);
  });

  it("lets the registration page's own ?tkl= take precedence over the link the tab landed with", async () => {
    sessionStorage.setItem('tkl:evento_7', 'insta');
    const calls = stubOrganizerApi();
    visitHost('/proximos-eventos/evento_7/inscripcion?tkl=radio');

    expect(await screen.findByRole('heading', { name: 'Confirma los datos de registro' }, slow)).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlowTkl()).toBe('radio'));
    expect(visits(calls)).toEqual(['/api/events/7/tracking-links/radio/visits']);
    expect(pixels.meta(PIXEL)).toContainEqual(['ViewContent', { label: 'evento_7', tkl: 'radio', event_name: 'Maratón de Mérida' }]);
  });
});

describe('tracking of /evento_{id} on the main host', () => {
  afterEach(removePixels);

  it("sends the web's PageView to the event's ids only, the platform keeping its own, and counts the visit", async () => {
    resetFakeAuth();
    sessionStorage.clear();
    const pixels = stubPixels({ pixelId: '111111', analyticsId: 'G-PLATFORM' });
    const calls = stubApi({
      'GET /api/events/4/web': { status: 200, body: { ...hosted, eventId: 4, event: { nombreEvento: 'Carrera de la Primavera', facebookPixel: PIXEL } } },
      'POST /api/events/4/tracking-links/radio/visits': { status: 204 },
    });
    renderApp('/evento_4?tkl=radio');
    await screen.findByRole('heading', { name: 'Bienvenidos a Mérida' }, slow);

    const params = { label: 'evento_4', tkl: 'radio', event_name: 'Carrera de la Primavera', page_path: '/evento_4', page_location: expect.any(String) };
    await vi.waitFor(() => expect(pixels.meta(PIXEL)).toEqual([['PageView', params]]));
    // The event names no analytics id: its page views go nowhere else, and the platform gets only its layout's.
    expect(pixels.google('G-PLATFORM').map(([name, sent]) => [name, sent.label])).toEqual([['page_view', undefined]]);
    expect(pixels.meta('111111').map(([name, sent]) => [name, sent.label])).toEqual([['PageView', undefined]]);
    expect(visits(calls)).toEqual(['/api/events/4/tracking-links/radio/visits']);
  });
});
