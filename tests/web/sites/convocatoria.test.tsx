import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categorySchema } from '@shared/results/event-schemas';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aModality, anEvent, someSections } from '../events-console/event-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const category = (codigo: number, nombreCategoria: string, edadDesde: number, edadHasta: number) =>
  categorySchema.parse({ codigo, nombreCategoria, edadDesde, edadHasta });

const modalities = [
  aModality({
    codigoModalidad: '10K',
    descripcionModalidad: 'Diez kilómetros',
    kilometro: 10,
    hSalidas: [{ serie: 'A', descripcionSerie: 'General', hS: '2026-03-01 07:30:00' }],
    ramaCat: {
      rama_V: { categorias: [category(1, 'Libre', 18, 39), category(2, 'Master', 40, 200), category(3, 'Juvenil', 0, 17)] },
      rama_F: { categorias: [] },
    },
  }),
];

const blocks = [
  { type: 'text', title: 'Fecha y lugar', text: 'Domingo 1 de marzo\nSalida en el Zócalo' },
  { type: 'array', title: 'Incluye', items: ['Playera', 'Medalla'] },
  { type: 'link', text: 'Reglamento', url: 'https://example.mx/reglamento.pdf' },
  { type: 'image', url: '/media/ruta.png', alt: 'Mapa de la ruta' },
  { type: 'place', name: 'Zócalo', lat: 19.4326, lng: -99.1332 },
  { type: 'modalities' },
];

function stubEvent(customStrings: Record<string, string> = {}) {
  return stubApi({
    'GET /api/events/7': {
      status: 200,
      body: { event: anEvent(), sections: someSections({ convocatoria: { blocks }, modalidades: modalities, customStrings }) },
    },
  });
}

describe('convocatoria page (/convocatoria/evento_{id})', () => {
  beforeEach(() => resetFakeAuth());

  it('renders the text, array, link and image blocks', async () => {
    stubEvent();
    renderApp('/convocatoria/evento_7');

    expect(await screen.findByRole('heading', { name: 'Fecha y lugar' })).toBeInTheDocument();
    expect(screen.getByText(/Domingo 1 de marzo/)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Playera', 'Medalla']);
    expect(screen.getByRole('link', { name: 'Reglamento' })).toHaveAttribute('href', 'https://example.mx/reglamento.pdf');
    expect(screen.getByRole('img', { name: 'Mapa de la ruta' })).toHaveAttribute('src', '/media/ruta.png');
  });

  it('links a place to the map at its latitude and longitude', async () => {
    stubEvent();
    renderApp('/convocatoria/evento_7');

    const heading = await screen.findByRole('heading', { name: 'Zócalo' });
    const place = heading.parentElement as HTMLElement;

    expect(within(place).getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', 'https://www.google.com/maps?q=19.4326,-99.1332');
  });

  it('lists each modality with its starts and its categories by branch, with the age ranges', async () => {
    stubEvent();
    renderApp('/convocatoria/evento_7');

    expect(await screen.findByRole('heading', { name: 'Diez kilómetros · 10 km' })).toBeInTheDocument();
    expect(screen.getByText('Salidas: General 07:30')).toBeInTheDocument();
    const varonil = screen.getByRole('table', { name: 'Varonil' });
    const rows = within(varonil).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Libre', '18 a 39 años'],
      ['Master', '40 y mayores'],
      ['Juvenil', 'edades hasta 17 años'],
    ]);
    const femenil = screen.getByRole('table', { name: 'Femenil' });
    expect(within(femenil).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Única', 'Todas las edades']);
    expect(screen.queryByRole('table', { name: 'Mixto' })).not.toBeInTheDocument();
  });

  it('uses the spec default labels when the organizer set no custom strings', async () => {
    stubEvent();
    renderApp('/convocatoria/evento_7');

    expect(await screen.findByRole('heading', { name: 'Selecciona la modalidad a competir' })).toBeInTheDocument();
    expect(screen.getByText('Evento')).toBeInTheDocument();
    expect(screen.getByText('Selecciona tu Categoría')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Categoría' })).toHaveLength(2);
  });

  it('uses the organizer custom strings instead', async () => {
    stubEvent({ evento: 'Carrera', seleccionaModalidad: 'Distancias', categoria: 'Grupo', seleccionaCategoria: 'Grupos por edad' });
    renderApp('/convocatoria/evento_7');

    expect(await screen.findByRole('heading', { name: 'Distancias' })).toBeInTheDocument();
    expect(screen.getByText('Carrera')).toBeInTheDocument();
    expect(screen.getByText('Grupos por edad')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Grupo' })).toHaveLength(2);
    expect(screen.queryByText('Selecciona la modalidad a competir')).not.toBeInTheDocument();
  });

  it('writes the event date out in full, as the other event screens do', async () => {
    stubEvent();
    renderApp('/convocatoria/evento_7');

    expect(await screen.findByText('domingo, 1 de marzo de 2026 · 07:00')).toBeInTheDocument();
    expect(screen.queryByText('2026-03-01 07:00')).not.toBeInTheDocument();
  });

  it('does not repeat the page heading when the first block is titled "Convocatoria" too', async () => {
    const titled = [{ type: 'text', title: 'Convocatoria', text: 'Carrera de 21 km' }];
    stubApi({ 'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections({ convocatoria: { blocks: titled } }) } } });
    renderApp('/convocatoria/evento_7');

    expect(await screen.findByText('Carrera de 21 km')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Convocatoria' })).toHaveLength(1);
  });

  it('labels each category table with its branch above the table', async () => {
    stubEvent();
    renderApp('/convocatoria/evento_7');

    const label = await screen.findByRole('heading', { name: 'Varonil' });
    const table = screen.getByRole('table', { name: 'Varonil' });
    expect(table.contains(label)).toBe(false);
    expect(label.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when the event has not published its convocatoria', async () => {
    stubApi({ 'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections() } } });
    renderApp('/convocatoria/evento_7');

    expect(await screen.findByText('Este evento aún no publica su convocatoria.')).toBeInTheDocument();
  });
});
