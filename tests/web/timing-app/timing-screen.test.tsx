// The manual timing app (docs/timing.md#the-manual-timing-app) with its store in memory: taps with a
// bib and empty places, a send that fails and stays 'Pendiente', sent again with the key, a place
// filled later, the repeated-bib warning, and a bib corrected while its batch was out.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManualBatch } from '@shared/timing/manual-queue';
import { TimingScreen } from '@web/features/timing-app/timing-screen';
import { TimingSession, type BatchAnswer } from '@web/features/timing-app/timing-session';
import { stubApi, type ApiCall } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { memoryTimingStore } from './memory-timing-store';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const event = {
  event: { nombreEvento: 'Medio Maratón Demo', zonaHoraria: 'America/Mexico_City' },
  sections: {
    puntosControl: [{ codigoModalidad: '21K', codigo: 'META', punto: 1, vuelta: 1, descripcionPunto: 'Meta', kilometro: 21.1, tipoControl: 3 }],
    timingConfig: { review: { repeatedBibSeconds: 60 } },
  },
};

function renderScreen(up: { ok: boolean }) {
  const calls = stubApi({
    'GET /api/events/7': { status: 200, body: event },
    'GET /api/time': { status: 200, body: { ahora: Date.now() } },
    'GET /api/timing/events/7/athletes': { status: 200, body: { athletes: [{ bib: '101', nombre: 'Ana Pérez', modalidad: '21K' }] } },
    'POST /api/timing/events/7/reads': (call: ApiCall) => {
      if (!up.ok) throw new TypeError('Failed to fetch');
      const reads = (call.body as { reads: unknown[] }).reads;
      return { status: 200, body: { accepted: reads.length, duplicates: 0, rejected: [] } };
    },
  });
  const store = memoryTimingStore();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TimingScreen store={store} eventId={7} access={{ kind: 'key', key: 'llave-secreta', label: 'Meta 1' }} who="" onForgetKey={() => undefined} />
    </QueryClientProvider>,
  );
  return { calls, store, user: setUpUser({ delay: null }) };
}


describe('the manual timing app', () => {
  beforeEach(() => resetFakeAuth());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps taps while sending fails, sends them with the key once it works, and fills an empty place later', async () => {
    const up = { ok: false };
    const { calls, store, user } = renderScreen(up);
    const tap = await screen.findByRole('button', { name: 'Registrar paso' });
    await screen.findByText(/Lista de salida: 1 atletas/);

    await user.type(screen.getByLabelText('Número'), '101{Enter}');
    await user.click(tap);
    expect(await screen.findByText(/No se pudo enviar: sin conexión con el servidor/)).toBeInTheDocument();
    expect(screen.getAllByText('Pendiente')).toHaveLength(2);
    expect(screen.getByText('Ana Pérez · 21K')).toBeInTheDocument();

    up.ok = true;
    await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
    await vi.waitFor(() => expect(screen.getAllByText('Enviada')).toHaveLength(1));
    const sent = calls.filter(({ method, path }) => method === 'POST' && path === '/api/timing/events/7/reads').at(-1)!;
    expect(sent.body).toEqual({ reads: [expect.objectContaining({ readId: 'm-abcdefgh-1', bib: '101', point: 'META', lap: 1 })] });
    const headers = new Headers((vi.mocked(fetch).mock.calls.at(-1)![1] as RequestInit).headers);
    expect(headers.get('x-api-key')).toBe('llave-secreta');

    expect(screen.getByRole('heading', { name: '1 lugar sin número' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Número del lugar 2/), '102{Enter}');
    await vi.waitFor(() => expect(screen.getAllByText('Enviada')).toHaveLength(2));
    expect([...store.saved.values()].map(({ bib, state }) => [bib, state])).toEqual([
      ['101', 'enviada'],
      ['102', 'enviada'],
    ]);

    await user.type(screen.getByLabelText('Número'), '101{Enter}');
    expect(await screen.findByText(/Mismo número en este punto hace menos de 60 s/)).toBeInTheDocument();
    // A sent read cannot be corrected from a phone paired with a key.
    expect(screen.getAllByText(/Ya enviada: para corregirla/).length).toBeGreaterThan(0);
  });
});

describe('TimingSession', () => {
  it('sends a bib corrected while its batch was out as a discard of the sent read and a new read', async () => {
    const store = memoryTimingStore();
    const batches: ManualBatch[] = [];
    let release: (answer: BatchAnswer) => void = () => undefined;
    const session = new TimingSession({
      store,
      eventId: 7,
      mayDiscard: true,
      now: () => 1_000,
      onChange: () => undefined,
      send: (batch) => {
        batches.push(batch);
        return batches.length === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ readsRejected: [], discardsRejected: [] });
      },
    });
    await session.load();
    const first = await session.tap({ codigo: 'META', lap: 1, label: 'Meta' }, '17');
    const sending = session.sync();
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    await session.setBib(first.readId, '71');
    release({ readsRejected: [], discardsRejected: [] });
    await sending;
    await session.sync();
    expect(batches[1]).toEqual({
      reads: [expect.objectContaining({ readId: 'm-abcdefgh-2', bib: '71', epochMs: 1_000 })],
      discards: [expect.objectContaining({ readId: first.readId, bib: '17' })],
    });
    expect(session.records.find(({ readId }) => readId === first.readId)?.discard).toBe('enviada');
  });
});
