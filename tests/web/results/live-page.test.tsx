import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSummary } from '../../../shared/realtime/live-messages';
import type { LivePass } from '../../../shared/results/result-row';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { FakeSocket, stubWebSocket } from './support/fake-socket';
import { aPage, anEvent, aRow, runtimeConfig, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const pass = (num: string, minute: number, kpc = 1001): LivePass => ({
  num,
  codMod: '21K',
  nombre: `Atleta ${num}`,
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
  participants: 50,
  passes,
  ...overrides,
});

function stubLiveEvent(routes: Parameters<typeof stubApi>[0], livePasses = passes) {
  let snapshots = 0;
  const calls = stubApi({
    ...routes,
    'GET /config.json': { status: 200, body: runtimeConfig },
    'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible: 4 }), sections: sections() } },
    'GET /api/events/7/live': () => {
      snapshots += 1;
      return { status: 200, body: { seq: 5, rowsSeq: 5, finishers: 10 + snapshots * 100, participants: 50, passes: livePasses } };
    },
  });
  return { calls, snapshots: () => snapshots };
}

async function openLivePage(routes: Parameters<typeof stubApi>[0] = {}, livePasses = passes) {
  const live = stubLiveEvent(routes, livePasses);
  const { user } = renderApp('/live/evento_7');
  expect(await screen.findByText('Finalistas de 50 atletas participando')).toBeInTheDocument();
  await vi.waitFor(() => expect(FakeSocket.last).toBeDefined());
  const socket = FakeSocket.last as FakeSocket;
  act(() => socket.acceptSubscription());
  return { ...live, socket, user };
}

const passRows = () => within(screen.getByRole('table', { name: 'Pasos por punto de control' })).getAllByRole('row').slice(1);

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
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 5000 });
    act(() => (FakeSocket.last as FakeSocket).acceptSubscription());

    await vi.waitFor(() => expect(snapshots()).toBe(2), { timeout: 3000 });
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
});
