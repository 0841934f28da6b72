// The projected next point and finish (docs/results.md "Projected finish and next checkpoint") on the
// live page's followed athletes and on an athlete's detail: drawn from the athlete's row and the
// field's profiles of the live state, redrawn at each of the athlete's reads, gone once they finish.
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaceProfiles } from '@shared/results/pace-profile';
import type { ResultRow } from '@shared/results/result-row';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { FakeSocket, stubWebSocket } from './support/fake-socket';
import { aPage, aRow, anEvent, runtimeConfig, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const split = (kpc: number, minutes: number) => {
  const clock = new Date(Date.UTC(2026, 2, 1, 7, minutes)).toISOString().slice(11, 19);
  return { kpc, tkpc: new Date(minutes * 60_000).toISOString().slice(11, 19), pCat: 0, fechaHoraPunto: `2026-03-01 ${clock}.000` };
};
const running = { to: '00:00:00', tc: '00:00:00', toMS: 0, tcMS: 0, fhm: '', pG: 0, pR: 0, pCat: 0, registroSalida: false };
/** At km 5 in 25:00 (5:00 a km), at 07:25 by the event's clock. */
const atKm5 = aRow({ ...running, parciales: [split(1001, 25)] });
/** Then at km 10 in 50:00, as the field ran that stretch. */
const atKm10 = aRow({ ...running, parciales: [split(1001, 25), split(2001, 50)] });
const finished = aRow({ to: '01:52:00', toMS: 6_720_000, pG: 12, parciales: [split(1001, 25), split(2001, 50)] });

const profiles: PaceProfiles = {
  '21K': [
    { from: 1001, to: 2001, n: 40, lo: 0.9, mid: 1, hi: 1.2 },
    { from: 1001, to: 0, n: 40, lo: 1.1, mid: 1.2, hi: 1.3 },
    { from: 2001, to: 0, n: 40, lo: 1, mid: 1.1, hi: 1.2 },
  ],
};

function stubLiveEvent(row: ResultRow, fieldProfiles = profiles) {
  stubApi({
    'GET /config.json': { status: 200, body: runtimeConfig },
    'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible: 4 }), sections: sections() } },
    'GET /api/events/7/live': { status: 200, body: { seq: 5, rowsSeq: 5, finishers: 0, participants: 40, passes: [], profiles: fieldProfiles } },
    'GET /api/events/7/athletes/101': { status: 200, body: { row, photos: [] } },
    'GET /api/events/7/search?q=101': { status: 200, body: { rows: [row], total: 1 } },
    'GET /api/events/7/results?modalidad=21K&view=general': { status: 200, body: aPage([]) },
    'GET /api/events/7/results?modalidad=21K&view=categoria&group=F-2': { status: 200, body: aPage([]) },
  });
}

/** A projection's line: its text is the estimate and, in an element of its own, the range. */
const line = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const followedList = () => screen.getByRole('region', { name: 'Atletas que sigues' });

/** The socket following the athlete topics, opened (the live page follows live:7 on another). */
function athleteSocket(): FakeSocket | undefined {
  for (const socket of FakeSocket.all) if (socket.sent.length === 0) socket.open();
  return FakeSocket.all.find((socket) => socket.sent.some((m) => (m as { topic?: string }).topic === 'athlete:7:101'));
}

async function openLivePage(row: ResultRow, fieldProfiles = profiles) {
  stubLiveEvent(row, fieldProfiles);
  const app = renderApp('/live/evento_7');
  // The first render loads the page's chunks: more than findBy's default second on a busy machine.
  expect(await screen.findByRole('heading', { name: 'Atletas que sigues' }, { timeout: 30_000 })).toBeInTheDocument();
  return app;
}

describe('projections of a followed athlete on course', () => {
  beforeEach(() => {
    resetFakeAuth();
    stubWebSocket();
    localStorage.clear();
  });

  it('invites to follow an athlete while nobody is followed', async () => {
    await openLivePage(atKm5);

    expect(within(followedList()).getByText(/pulsa «Seguir en vivo»/)).toBeInTheDocument();
  });

  it('shows the next point’s clock and the finish time with their ranges, then redraws them at each read until the finish', async () => {
    localStorage.setItem('carreras:seguidos:7', JSON.stringify(['101']));
    await openLivePage(atKm5);

    const list = followedList();
    // 5 km left to km 10 at 5:00 a km × 0.9 / 1 / 1.2; 16 km to the finish × 1.1 / 1.2 / 1.3.
    expect(await within(list).findByText(line('Próximo punto: Km 10 ≈ 07:50 (07:48–07:55)'))).toBeInTheDocument();
    expect(within(list).getByText(line('Meta estimada ≈ 02:01:00 (01:53:00–02:09:00)'))).toBeInTheDocument();
    expect(within(list).getByText('Último paso: Km 5 · 00:25:00')).toBeInTheDocument();
    await vi.waitFor(() => expect(athleteSocket()).toBeDefined());

    act(() => athleteSocket()!.receive({ type: 'athlete', topic: 'athlete:7:101', eventId: 7, row: atKm10 }));

    // 11 km left at 5:00 a km × 1 / 1.1 / 1.2: the finish is the next point.
    expect(await within(list).findByText(line('Próximo punto: Meta ≈ 08:51 (08:45–08:56)'))).toBeInTheDocument();
    expect(within(list).getByText(line('Meta estimada ≈ 01:50:30 (01:45:00–01:56:00)'))).toBeInTheDocument();

    act(() => athleteSocket()!.receive({ type: 'athlete', topic: 'athlete:7:101', eventId: 7, row: finished }));

    expect(await within(list).findByText('Llegó a la meta en 01:52:00')).toBeInTheDocument();
    expect(within(list).queryByText(/Próximo punto/)).not.toBeInTheDocument();
    expect(within(list).queryByText(/Meta estimada/)).not.toBeInTheDocument();
  });

  it('leaves out a range within the minute the clock shows, and says when the field has not run a stretch yet', async () => {
    localStorage.setItem('carreras:seguidos:7', JSON.stringify(['101']));
    await openLivePage(atKm5, { '21K': [{ from: 1001, to: 2001, n: 40, lo: 0.99, mid: 1, hi: 1.01 }] });

    const list = followedList();
    expect(await within(list).findByText(line('Próximo punto: Km 10 ≈ 07:50'))).toBeInTheDocument();
    // Even pace to the finish: 16 km at 5:00 a km × 0.95 / 1 / 1.15.
    expect(within(list).getByText(line('Meta estimada ≈ 01:45:00 (01:41:00–01:57:00)'))).toBeInTheDocument();
    expect(within(list).getByText('Estimación a ritmo parejo: aún pocos atletas han corrido ese tramo.')).toBeInTheDocument();
  });

  it('shows them on the athlete’s detail, whose «Seguir en vivo» adds the athlete to the list and takes them off it', async () => {
    const { user } = await openLivePage(atKm5);
    await user.click(screen.getByRole('button', { name: 'Buscar por nombre ó Número' }));
    await user.type(screen.getByLabelText('Nombre o número'), '101');
    await user.click(await screen.findByRole('button', { name: 'Ana López' }, { timeout: 30_000 }));

    const detail = await screen.findByRole('dialog', { name: 'Ana López' });
    expect(await within(detail).findByText(line('Próximo punto: Km 10 ≈ 07:50 (07:48–07:55)'))).toBeInTheDocument();
    expect(within(detail).getByText(line('Meta estimada ≈ 02:01:00 (01:53:00–02:09:00)'))).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Seguir en vivo' }));
    expect(within(detail).getByRole('button', { name: 'Dejar de seguir' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(followedList()).findByText(line('Meta estimada ≈ 02:01:00 (01:53:00–02:09:00)'))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('carreras:seguidos:7') ?? '[]')).toEqual(['101']);

    await user.click(within(detail).getByRole('button', { name: 'Dejar de seguir' }));
    expect(within(followedList()).queryByText(/Meta estimada/)).not.toBeInTheDocument();
  });
});
