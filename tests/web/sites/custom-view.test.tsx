import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultRow, StandingsPage } from '@shared/results/result-row';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { finishedInfo, pageSections } from '@infra/local/seed/demo-event-catalog';
import { aModality, anEvent, aRow, someSections } from '../events-console/event-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const ana = aRow({ num: '101', nombre: 'Ana López', to: '01:35:10', fhm: '2026-03-01 08:35:10.000', pG: 2 });
const berta = aRow({ num: '102', nombre: 'Berta Ruiz', to: '01:30:00', fhm: '2026-03-01 08:30:00.000', pG: 1 });
const carlos = aRow({ num: '7', nombre: 'Carlos Díaz', gen: 'V', codMod: '5K', to: '00:25:00', fhm: '2026-03-01 08:40:00.000', pG: 1 });

const theme = { background: '#102030', color: '#ffeeaa', fontSize: 40, width: 1280, height: 720, padding: 20, paddingBox: 6, backgroundImage: '/media/fondo.jpg' };

const views = [
  { name: 'Llegada', views: [{ text: '[nombre]\nTiempo: [to]', x: 0.1, y: 0.5 }], miniTheme: theme },
  { name: 'Podio', views: [{ text: 'Primera llegada: #1#[nombre]', x: 0, y: 0 }, { text: 'Segunda: #2#[nombre]', x: 0, y: 0.5 }, { text: 'Última: #-1#[nombre] (#-1#[to])', x: 0.5, y: 0.9 }], miniTheme: {} },
];

function standings(modalidad: string, page: number, pageCount: number, rows: ResultRow[]): StandingsPage {
  return { eventId: 7, modalidad, view: 'general', group: '', page, pageCount, total: 3, rows, preliminary: false, generatedAt: '2026-03-01T15:00:00.000Z' };
}

function stubEvent(customViews: unknown[] = views) {
  return stubApi({
    'GET /api/events/7': {
      status: 200,
      body: {
        event: anEvent(),
        sections: someSections({ customViews, modalidades: [aModality({ codigoModalidad: '21K' }), aModality({ codigoModalidad: '5K' })] }),
      },
    },
    'GET /api/events/7/athletes/101': { status: 200, body: { row: ana, photos: [] } },
    'GET /api/events/7/results?modalidad=21K&view=general': { status: 200, body: standings('21K', 1, 2, [berta]) },
    'GET /api/events/7/results?modalidad=21K&view=general&page=2': { status: 200, body: standings('21K', 2, 2, [ana]) },
    'GET /api/events/7/results?modalidad=5K&view=general': { status: 200, body: standings('5K', 1, 1, [carlos]) },
  });
}

describe('custom result view (/views/evento_{id}/{viewIndex}/{number})', () => {
  beforeEach(() => resetFakeAuth());

  it('fills [field] templates from the athlete of the bib, over the themed background', async () => {
    const calls = stubEvent();
    renderApp('/views/evento_7/0/101');

    const box = await screen.findByText(/Ana López/);

    expect(box.textContent).toBe('Ana López\nTiempo: 01:35:10');
    expect(box).toHaveStyle({ left: '10%', top: '50%', padding: '6px' });
    const canvas = box.parentElement?.parentElement as HTMLElement;
    expect(canvas).toHaveStyle({ width: '1280px', height: '720px', padding: '20px', backgroundColor: '#102030', color: '#ffeeaa', fontSize: '40px' });
    expect(canvas.style.backgroundImage).toBe('url("/media/fondo.jpg")');
    expect(calls.some((call) => call.path.includes('/results'))).toBe(false);
  });

  it('fills #n# templates from every finisher of every modality, in finish order', async () => {
    stubEvent();
    renderApp('/views/evento_7/1/');

    expect(await screen.findByText('Primera llegada: Berta Ruiz')).toBeInTheDocument();
    expect(screen.getByText('Segunda: Ana López')).toBeInTheDocument();
    expect(screen.getByText('Última: Carlos Díaz (00:25:00)')).toBeInTheDocument();
  });

  it('renders the fields of an unknown bib empty', async () => {
    stubApi({
      'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections({ customViews: views }) } },
      'GET /api/events/7/athletes/999': { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } },
    });
    renderApp('/views/evento_7/0/999');

    expect(await screen.findByText('Tiempo:')).toBeInTheDocument();
  });

  it.each([
    { bib: '', athlete: ['', ''] },
    { bib: '101', athlete: ['Ana López', '01:35:10'] },
  ])('the demo view names the first to cross the line honestly and reads well with bib "$bib"', async ({ bib, athlete }) => {
    stubEvent(pageSections(finishedInfo).customViews);
    renderApp(`/views/evento_7/0/${bib}`);

    expect(await screen.findByText('Primero en llegar: Berta Ruiz (01:30:00)')).toBeInTheDocument();
    const texts = (await screen.findAllByTestId('view-box')).map((box) => box.textContent);
    expect(texts.slice(-2)).toEqual(athlete);
    expect(texts.join(' ')).not.toMatch(/lugar|·/);
  });

  it('says "Vista no encontrada" for a view the event does not have', async () => {
    stubEvent();
    renderApp('/views/evento_7/5/');

    expect(await screen.findByText('Vista no encontrada')).toBeInTheDocument();
  });
});
