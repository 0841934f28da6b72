import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgeGrade } from '@shared/results/age-grade-value';
import type { ResultRow } from '@shared/results/result-row';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aModality, aPage, aRow, anEvent, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const ana = aRow({ num: '101', nombre: 'Ána López', pG: 3, pR: 2, pCat: 2 });
const leader = aRow({
  num: '7',
  nombre: 'Rápida',
  pG: 1,
  to: '01:20:00',
  toMS: 4_800_000,
  parciales: [{ kpc: 1001, tkpc: '00:19:00', pCat: 1, fechaHoraPunto: '2026-03-01 07:19:00.000' }],
});
const videos = [
  { videoId: 'https://cdn.example.mx/meta.mp4', startTime: '2026-03-01 07:00:00', endTime: '2026-03-01 08:00:00' },
  { videoId: 'dQw4w9WgXcQ', title: 'Meta 2', startTime: '2026-03-01 08:30:00', endTime: '2026-03-01 09:00:00' },
];
const photos = Array.from({ length: 7 }, (_, i) => ({ url: `/media/p/${i}.jpg`, urlThumb: `/media/p/${i}-t.jpg`, horaAjustada: 1_772_376_000 + i }));

function stubEventWith(routes: Record<string, { status: number; body?: unknown } | (() => { status: number; body?: unknown })>) {
  return stubApi({
    'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: sections({ timingConfig: { eventVideos: videos } }) } },
    'GET /api/events/7/results?modalidad=21K&view=general': { status: 200, body: aPage([leader, ana], { total: 40 }) },
    'GET /api/events/7/results?modalidad=21K&view=categoria&group=F-2': { status: 200, body: aPage([leader, ana], { total: 10 }) },
    ...routes,
  });
}

const athlete = (row: ResultRow, grade: AgeGrade | null = null) => ({ status: 200, body: { row, photos, grade } });

async function openSearch() {
  const app = renderApp('/resultados/evento_7');
  // The first render loads the page's chunks: more than findBy's default second on a busy machine.
  await app.user.click(await screen.findByRole('button', { name: 'Buscar por nombre ó Número' }, { timeout: 30_000 }));
  return { ...app, input: screen.getByLabelText('Nombre o número') };
}

describe('search dialog "Buscador por Nombre o Número"', () => {
  beforeEach(() => resetFakeAuth());
  afterEach(() => vi.useRealTimers());

  it('searches once the typing pauses, not once per key, and marks the matched name ignoring accents', async () => {
    const calls = stubEventWith({ 'GET /api/events/7/search?q=lopez': { status: 200, body: { rows: [ana], total: 1 } } });
    const { user, input } = await openSearch();
    expect(screen.getByRole('dialog', { name: 'Buscador por Nombre o Número' })).toBeInTheDocument();

    await user.type(input, 'lopez');

    // The debounce delay plus a fetch: more than findBy's default second on a busy machine.
    const name = await screen.findByRole('button', { name: 'Ána López' }, { timeout: 30_000 });
    expect(name.querySelector('mark')).toHaveTextContent(/^López$/);
    expect(calls.filter((c) => c.path.includes('/search'))).toHaveLength(1);
  });

  it('asks for a number or more than 2 letters before searching', async () => {
    const calls = stubEventWith({});
    const { input } = await openSearch();

    // The typing pause a search waits for runs on a fake clock, moved well past it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'an' } });
    await act(() => vi.advanceTimersByTimeAsync(5_000));

    expect(screen.getByText('Escribe el número o más de 2 letras del nombre')).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('/search'))).toBe(false);
  });

  it('marks the whole bib for a number and opens the athlete detail from the row', async () => {
    stubEventWith({
      'GET /api/events/7/search?q=101': { status: 200, body: { rows: [ana], total: 1 } },
      'GET /api/events/7/athletes/101': athlete(ana),
    });
    const { user, input } = await openSearch();

    await user.type(input, '101');
    const row = (await screen.findByRole('button', { name: 'Ána López' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('101').tagName).toBe('MARK');
    await user.click(within(row).getByRole('button', { name: 'Ána López' }));

    const detail = await screen.findByRole('dialog', { name: 'Ána López' });
    expect(await within(detail).findByText('Gráficas del atleta')).toBeInTheDocument();
  });

  it.each([
    ['says that only the first 50 of more matches are shown', 51, /51 atletas encontrados; se muestran los primeros 50/],
    ['says how many matched when all are shown', 50, /^50 atletas encontrados$/],
  ])('%s', async (_case, total, text) => {
    const many = Array.from({ length: 50 }, (_, i) => aRow({ num: String(200 + i), nombre: `José Pérez ${i}`, pG: i + 1 }));
    stubEventWith({ 'GET /api/events/7/search?q=jose': { status: 200, body: { rows: many, total } } });
    const { user, input } = await openSearch();

    await user.type(input, 'jose');

    expect(await screen.findByText(text, undefined, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('shows the modality of each match and lists them by modality, then finishers by place, then the rest', async () => {
    const fiveK = aModality({ codigoModalidad: '5K', descripcionModalidad: 'Cinco kilómetros' });
    const halfMarathon = aModality({ descripcionModalidad: 'Medio maratón' });
    const bibOrder = [
      aRow({ num: '1', nombre: 'Luis Pérez', codMod: '5K', pG: 0, to: '00:00:00', fhm: '' }),
      aRow({ num: '2', nombre: 'Eva Pérez', codMod: '21K', pG: 8 }),
      aRow({ num: '3', nombre: 'Raúl Pérez', codMod: '5K', pG: 2 }),
      aRow({ num: '4', nombre: 'Iris Pérez', codMod: '21K', pG: 3 }),
    ];
    stubApi({
      'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: sections({ modalidades: [halfMarathon, fiveK] }) } },
      'GET /api/events/7/search?q=perez': { status: 200, body: { rows: bibOrder, total: 4 } },
    });
    const { user, input } = await openSearch();

    await user.type(input, 'perez');

    await screen.findByRole('button', { name: 'Iris Pérez' }, { timeout: 30_000 });
    const table = screen.getByRole('table', { name: 'Buscador por Nombre o Número' });
    expect(within(table).getByRole('columnheader', { name: 'Modalidad' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.map(([place, bib, name, modality]) => [place, bib, name, modality])).toEqual([
      ['3', '4', 'Iris Pérez', 'Medio maratón'],
      ['8', '2', 'Eva Pérez', 'Medio maratón'],
      ['2', '3', 'Raúl Pérez', 'Cinco kilómetros'],
      ['—', '1', 'Luis Pérez', 'Cinco kilómetros'],
    ]);
  });
});

describe('athlete detail', () => {
  beforeEach(() => resetFakeAuth());
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

  async function openAthlete(row: ResultRow) {
    stubEventWith({ 'GET /api/events/7/search?q=101': { status: 200, body: { rows: [row], total: 1 } }, 'GET /api/events/7/athletes/101': athlete(row) });
    const { user, input } = await openSearch();
    await user.type(input, '101');
    await user.click(await screen.findByRole('button', { name: row.nombre }));
    const detail = await screen.findByRole('dialog', { name: row.nombre });
    await within(detail).findByText('Parciales');
    return { user, detail };
  }

  it("opens the athlete's detail over the results for an athlete's result link, and the platform's title once the visitor moves on", async () => {
    stubEventWith({ 'GET /api/events/7/athletes/101': athlete(ana) });
    document.title = 'Ána López · 01:30:00 · Maratón';
    const { user, router } = renderApp('/resultados/evento_7/101');
    const detail = await screen.findByRole('dialog', { name: 'Ána López' }, { timeout: 30_000 });
    expect(await within(detail).findByText('Parciales')).toBeInTheDocument();
    expect(document.title).toBe('Ána López · 01:30:00 · Maratón');
    await user.click(within(detail).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('button', { name: 'Buscar por nombre ó Número' })).toBeInTheDocument();
    await router.navigate('/resultados/evento_7');
    await vi.waitFor(() => expect(document.title).toBe('Carreras: inscripciones y resultados de carreras en México'));
  });

  it("shows the age grade the server computed for the athlete's modality", async () => {
    stubEventWith({ 'GET /api/events/7/athletes/101': athlete(ana, { porcentaje: 72.35, tiempoMS: 2_472_000 }) });
    renderApp('/resultados/evento_7/101');
    const detail = await screen.findByRole('dialog', { name: 'Ána López' }, { timeout: 30_000 });
    expect(await within(detail).findByText('Edad ajustada: 72.35 % · Tiempo ajustado 00:41:12')).toBeInTheDocument();
  });

  it('lists every checkpoint in "Parciales" with N/R where the athlete has no time, and the pace so far', async () => {
    const { detail } = await openAthlete(ana);

    const splits = within(detail).getByRole('table', { name: 'Parciales' });
    const rows = within(splits).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Km 5', '5', '00:24:00', '4:48 min/k', '1'],
      ['Km 10', '10', 'N/R', '--', '—'],
      ['Meta', '21', '01:40:00', '4:46 min/k', '2'],
    ]);
  });

  it('plays the finish on the YouTube video whose window holds it, from 5 s before', async () => {
    const { detail } = await openAthlete(ana);

    const player = within(detail).getByTitle('Meta 2');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toContain('/embed/dQw4w9WgXcQ?start=595');
  });

  it('keeps the YouTube embed at most 360 px tall and links to the same moment on YouTube', async () => {
    const { detail } = await openAthlete(ana);

    expect(within(detail).getByTitle('Meta 2')).toHaveStyle({ maxWidth: '640px', aspectRatio: '16 / 9' });
    const caption = within(detail).getByRole('figure');
    expect(within(caption).getByText('Meta 2')).toBeInTheDocument();
    const watch = within(caption).getByRole('link', { name: 'Ver en YouTube' });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=595s');
    expect(watch).toHaveAttribute('target', '_blank');
  });

  it('plays a video file with an HTML5 player when the videoId is a URL', async () => {
    const { detail } = await openAthlete(aRow({ ...ana, fhm: '2026-03-01 07:50:00.000' }));

    const player = within(detail).getByTitle('Video de llegada');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('https://cdn.example.mx/meta.mp4#t=2995');
  });

  it.each([
    { width: 1200, slides: 5 },
    { width: 800, slides: 3 },
  ])('shows $slides photos at a time when the window is $width px wide, each linking to the photo editor', async ({ width, slides }) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    const { detail } = await openAthlete(ana);

    const carousel = within(detail).getByRole('region', { name: 'Fotos del atleta' });
    const links = within(carousel).getAllByRole('link');
    expect(links).toHaveLength(slides);
    expect(links[0]).toHaveAttribute('href', '/editor-foto?event=7&url=%2Fmedia%2Fp%2F0.jpg');
  });

  it('compares the athlete with the category and overall leaders and states the statistics', async () => {
    const { detail } = await openAthlete(ana);

    const chart = within(detail).getByRole('img', { name: 'Gráficas del atleta' });
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    // Scaled by its viewBox to the dialog's whole width, not held to a fixed width.
    expect(chart).toHaveAttribute('viewBox');
    expect(chart).toHaveAttribute('width', '100%');
    expect(chart.style.maxWidth).toBe('');
    expect(within(detail).getByText('Superaste al 92% de los finalistas')).toBeInTheDocument();
    expect(within(detail).getByText('Superaste al 80% de tu categoría')).toBeInTheDocument();
  });

  it('shows the status text instead of places for an athlete who did not finish', async () => {
    const { detail } = await openAthlete(aRow({ ...ana, pG: 0, pR: 0, pCat: 0, toMS: 0, to: '00:00:00', fhm: '' }));

    expect(within(detail).getByText('El atleta no finalizó el evento')).toBeInTheDocument();
    expect(within(detail).queryByText('Estadísticas')).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Certificado' })).not.toBeInTheDocument();
  });

  it('offers the certificate to a finisher', async () => {
    const { detail } = await openAthlete(ana);

    expect(within(detail).getByRole('button', { name: 'Certificado' })).toBeInTheDocument();
  });
});
