import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSummary } from '@shared/realtime/live-messages';
import type { LivePass } from '@shared/results/result-row';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { FakeSocket, stubWebSocket } from './support/fake-socket';
import { aModality, aPage, anEvent, aRow, runtimeConfig, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const pass = (num: string, minute: number, kpc = 1001, codMod = '21K'): LivePass => ({
  num,
  nombre: `Atleta ${num}`,
  codMod,
  kpc,
  tkpc: `00:${String(minute).padStart(2, '0')}:00`,
  fechaHoraPunto: `2026-03-01 07:${String(minute).padStart(2, '0')}:00.000`,
});
/** 20 passes, newest first, as GET /live answers. */
const passes = Array.from({ length: 20 }, (_, i) => pass(String(100 + i), 40 - i));

const summary = (seq: number, overrides: Partial<LiveSummary> = {}): LiveSummary => ({
  type: 'live',
  topic: 'live:7',
  eventId: 7,
  seq,
  rowsSeq: 5,
  finishers: 11,
  participants: 5000,
  passes,
  profiles: {},
  ...overrides,
});

const liveDetail = { event: anEvent({ eventoDisponible: 4 }), sections: sections() };

function stubLiveEvent(routes: Parameters<typeof stubApi>[0], livePasses = passes, detail = liveDetail) {
  let snapshots = 0;
  const calls = stubApi({
    ...routes,
    'GET /config.json': { status: 200, body: runtimeConfig },
    'GET /api/events/7': { status: 200, body: detail },
    'GET /api/events/7/live': () => {
      snapshots += 1;
      return { status: 200, body: { seq: 5, rowsSeq: 5, finishers: 10 + snapshots * 100, participants: 5000, passes: livePasses } };
    },
  });
  return { calls, snapshots: () => snapshots };
}

async function openLivePage(routes: Parameters<typeof stubApi>[0] = {}, livePasses = passes, detail = liveDetail) {
  const live = stubLiveEvent(routes, livePasses, detail);
  const { user } = renderApp('/live/evento_7');
  // The first render loads the page's chunks: more than findBy's default second on a busy machine.
  expect(await screen.findByText('Finalistas de 5000 atletas participando')).toBeInTheDocument();
  await vi.waitFor(() => expect(FakeSocket.last).toBeDefined());
  const socket = FakeSocket.last as FakeSocket;
  act(() => socket.acceptSubscription());
  return { ...live, socket, user };
}

const cellsOf = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
const passRows = () => within(screen.getByRole('table', { name: 'Pasos por punto de control' })).getAllByRole('row').slice(1);

// The first test pays for loading the page's chunks, which takes seconds on a busy machine.
describe('live page (/live/evento_{id})', () => {
  beforeEach(() => {
    resetFakeAuth();
    stubWebSocket();
    vi.useFakeTimers({ toFake: ['Date'] });
    // 07:05:30 in Mexico City, 5 min 30 s after the 07:00 start.
    vi.setSystemTime(new Date('2026-03-01T13:05:30Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the preliminary card, the finisher count, the last 10 passes and the running clock', async () => {
    const { socket } = await openLivePage();

    expect(screen.getByText('(PRELIMINARES)')).toBeInTheDocument();
    expect(screen.getByText('110')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resultados Ganadores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar por nombre ó Número' })).toBeInTheDocument();
    expect(passRows()).toHaveLength(10);
    expect(within(passRows()[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['100', 'Atleta 100', 'Km 5', '00:40:00']);
    expect(screen.getByRole('timer')).toHaveTextContent('00:05:30');
    expect(socket.url).toBe('ws://localhost:3000/ws');
    expect(socket.sent).toContainEqual({ action: 'subscribe', topic: 'live:7' });
  });

  it('says no pass is registered yet in the checkpoint table before the gun', async () => {
    await openLivePage({}, []);

    expect(passRows()).toHaveLength(1);
    expect(passRows()[0]).toHaveTextContent('Aún no hay pasos registrados');
  });

  it('takes each newer summary whole without fetching the snapshot again, even after missing some', async () => {
    const { socket, snapshots } = await openLivePage();

    act(() => socket.receive(summary(9, { finishers: 111, passes: [pass('777', 50, 0), ...passes.slice(0, 19)] })));

    expect(await screen.findByText('111')).toBeInTheDocument();
    expect(within(passRows()[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['777', 'Atleta 777', 'Meta', '00:50:00']);
    expect(passRows()).toHaveLength(10);
    expect(snapshots()).toBe(1);
  });

  it('ignores a summary older than what it shows', async () => {
    const { socket } = await openLivePage();

    act(() => socket.receive(summary(5, { finishers: 999 })));
    act(() => socket.receive(summary(4, { finishers: 998 })));

    expect(screen.getByText('110')).toBeInTheDocument();
    expect(screen.queryByText('999')).not.toBeInTheDocument();
    expect(screen.queryByText('998')).not.toBeInTheDocument();
  });

  it('says "Reconectando…" after a drop, reconnects, subscribes again and catches up', async () => {
    const { socket, snapshots } = await openLivePage();

    act(() => socket.drop());
    expect(await screen.findByText('Reconectando…')).toBeInTheDocument();
    // The first retry waits 0.5 to 1 s.
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    act(() => (FakeSocket.last as FakeSocket).acceptSubscription());

    await vi.waitFor(() => expect(snapshots()).toBe(2));
    expect(screen.queryByText('Reconectando…')).not.toBeInTheDocument();
    expect(await screen.findByText('210')).toBeInTheDocument();
  });

  it('refreshes an open winners report when a summary says the rows moved on', async () => {
    const { socket, calls, user } = await openLivePage({
      'GET /api/events/7/results?modalidad=21K&view=ganadores': { status: 200, body: aPage([aRow()], { view: 'ganadores' }) },
    });
    const winnersCalls = () => calls.filter((c) => c.path.includes('view=ganadores')).length;
    await user.click(screen.getByRole('button', { name: 'Resultados Ganadores' }));
    expect(await screen.findByRole('button', { name: 'Ana López' })).toBeInTheDocument();
    expect(winnersCalls()).toBe(1);

    act(() => socket.receive(summary(6, { rowsSeq: 6 })));

    await vi.waitFor(() => expect(winnersCalls()).toBe(2));
  });

  describe('with a 21K and a 5K whose point 1 is a different kilometre', () => {
    const fiveK = aModality({ codigoModalidad: '5K', descripcionModalidad: '5 kilómetros', kilometro: 5 });
    const twoModalities = {
      event: anEvent({ eventoDisponible: 4 }),
      sections: sections({
        modalidades: [aModality(), fiveK],
        puntosControl: [
          ...sections().puntosControl,
          { codigoModalidad: '5K', codigo: 'KM4', punto: 1, vuelta: 1, descripcionPunto: 'Kilómetro 4', kilometro: 4, tipoControl: 2 },
          { codigoModalidad: '5K', codigo: 'META', punto: 2, vuelta: 1, descripcionPunto: 'Meta', kilometro: 5, tipoControl: 3 },
        ],
      }),
    };
    const mixed = [pass('501', 30, 0, '5K'), pass('102', 29, 2001), pass('502', 28, 1001, '5K'), pass('101', 27, 1001), pass('501', 20, 1001, '5K'), pass('503', 19, 1001, '5K')];

    it('names each pass by the control points of the runner’s own modality', async () => {
      await openLivePage({}, mixed, twoModalities);

      expect(passRows().map((row) => cellsOf(row).slice(0, 3))).toEqual([
        ['501', 'Atleta 501', 'Meta'],
        ['102', 'Atleta 102', 'Km 10'],
        ['502', 'Atleta 502', 'Kilómetro 4'],
        ['101', 'Atleta 101', 'Km 5'],
        ['501', 'Atleta 501', 'Kilómetro 4'],
        ['503', 'Atleta 503', 'Kilómetro 4'],
      ]);
    });

    it('shows every modality’s newest passes under "Todos"', async () => {
      await openLivePage({}, mixed, twoModalities);

      expect(passRows().map((row) => cellsOf(row)[0])).toEqual(['501', '102', '502', '101', '501', '503']);
    });

    it.each([
      ['Km 5', 'Medio maratón', '21K', 1001],
      ['Kilómetro 4', '5 kilómetros', '5K', 1001],
      ['Meta', '5 kilómetros', '5K', 0],
      ['Llegadas pendientes', '5 kilómetros', '5K', 100000],
    ])('shows under "%s" of the %s the list the server keeps for that filter', async (filter, modality, codMod, code) => {
      const kept = [pass('777', 3, code, codMod), pass('778', 2, code, codMod)];
      const { calls, user } = await openLivePage({ [`GET /api/events/7/live/passes?modalidad=${codMod}&filtro=${code}`]: { status: 200, body: { passes: kept } } }, mixed, twoModalities);

      await user.selectOptions(screen.getByLabelText('Salida'), screen.getByRole('option', { name: new RegExp(`^${modality}`) }));
      await user.selectOptions(screen.getByLabelText('Punto de control'), filter);

      await vi.waitFor(() => expect(passRows().map((row) => cellsOf(row)[0])).toEqual(['777', '778']));
      expect(calls.filter((call) => call.path.startsWith('/api/events/7/live/passes'))).toHaveLength(1);
    });

    it('asks for the filtered list again when a summary says the event moved on', async () => {
      let asked = 0;
      const route = () => {
        asked += 1;
        return { status: 200, body: { passes: [pass(String(800 + asked), 3, 0, '21K')] } };
      };
      const { socket, user } = await openLivePage({ 'GET /api/events/7/live/passes?modalidad=21K&filtro=0': route }, mixed, twoModalities);
      await user.selectOptions(screen.getByLabelText('Punto de control'), 'Meta');
      await vi.waitFor(() => expect(passRows().map((row) => cellsOf(row)[0])).toEqual(['801']));

      act(() => socket.receive(summary(6, { passes: mixed })));

      await vi.waitFor(() => expect(passRows().map((row) => cellsOf(row)[0])).toEqual(['802']));
    });

    it('offers the chosen modality’s own checkpoints, then Meta and Llegadas pendientes', async () => {
      const { user } = await openLivePage({}, mixed, twoModalities);
      const options = () => within(screen.getByLabelText('Punto de control')).getAllByRole('option').map((o) => o.textContent);

      expect(options()).toEqual(['Todos', 'Km 5', 'Km 10', 'Meta', 'Llegadas pendientes']);
      await user.selectOptions(screen.getByLabelText('Salida'), screen.getByRole('option', { name: /^5 kilómetros/ }));
      expect(options()).toEqual(['Todos', 'Kilómetro 4', 'Meta', 'Llegadas pendientes']);
    });
  });

  it.each<[string, 1 | 4, number]>([
    ['a closed event (eventoDisponible 1)', 1, 10],
    ['a live race every participant has finished', 4, 50],
  ])('stops the clock of %s at its last pass, however long ago', async (_, eventoDisponible, finishers) => {
    vi.setSystemTime(new Date('2026-12-01T18:00:00Z'));
    stubApi({
      'GET /config.json': { status: 200, body: runtimeConfig },
      'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible }), sections: sections() } },
      'GET /api/events/7/live': { status: 200, body: { seq: 5, rowsSeq: 5, finishers, participants: 50, passes } },
    });
    renderApp('/live/evento_7');

    expect(await screen.findByRole('timer')).toHaveTextContent('00:40:00');
    expect(screen.getByText('Carrera terminada')).toBeInTheDocument();
  });
});
