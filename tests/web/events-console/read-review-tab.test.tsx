// The timer's review queue (docs/timing.md#the-review-queue): each flagged read with its athlete,
// point, time and reason, the athlete's pass history, 'Aceptar' / 'Descartar' sent once, the list
// read again after a decision, and the empty state in Spanish.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewQueue } from '@shared/timing/read-review-schemas';
import { ReadReviewTab } from '@web/features/events-console/read-review-tab';
import { ToastProvider } from '@web/lib/toasts';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const path = '/api/events/7/read-reviews';

const queue = (decision?: 'aceptada'): ReviewQueue => ({
  athletes: [
    {
      bib: '101',
      nombre: 'José Prueba',
      modalidad: '10K',
      passes: [
        { readId: 'a-salida', codigo: 'SALIDA', punto: 'Salida', lap: 1, hora: '2030-03-01 07:00:20.000', codes: [] },
        { readId: 'a-km5', codigo: 'KM5', punto: 'Kilómetro 5', lap: 1, hora: '2030-03-01 07:05:00.000', codes: ['paceTooFast'], ...(decision ? { decision } : {}) },
      ],
      log: decision ? [{ readId: 'a-km5', decision, by: 'crono@demo.mx', at: '2030-03-01T13:30:00.000Z' }] : [],
    },
    {
      bib: '999',
      nombre: '',
      modalidad: '',
      passes: [{ readId: 'x-meta', codigo: 'META', punto: 'META', lap: 1, hora: '2030-03-01 07:40:00.000', codes: ['unknownAthlete'] }],
      log: [],
    },
  ],
  more: false,
  hideUnreviewed: false,
});

function renderTab() {
  const user = setUpUser();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ReadReviewTab eventId={7} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user };
}

describe('ReadReviewTab', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'crono@demo.mx' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each flagged read with its athlete, point, time, reason and the pass history', async () => {
    stubApi({ [`GET ${path}`]: { status: 200, body: queue() } });
    renderTab();
    const first = (await screen.findByRole('heading', { name: '101 · José Prueba' })).closest('li')!;
    expect(within(first).getByText('Punto: Kilómetro 5 · Hora: 2030-03-01 07:05:00.000')).toBeTruthy();
    expect(within(first).getByText('Motivo: Ritmo imposible desde el punto anterior')).toBeTruthy();
    const history = within(first).getByRole('list', { name: 'Historial de pasos de 101' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Salida · 2030-03-01 07:00:20.000',
      'Kilómetro 5 · 2030-03-01 07:05:00.000 · Ritmo imposible desde el punto anterior',
    ]);
    const unknown = screen.getByRole('heading', { name: '999 · Sin lista de salida' }).closest('li')!;
    expect(within(unknown).getByText('Motivo: Número o chip que no está en la lista de salida')).toBeTruthy();
  });

  it("sends 'Aceptar' once with the read, then shows the decision from the list read again", async () => {
    let decided = false;
    const calls = stubApi({
      [`GET ${path}`]: () => ({ status: 200, body: queue(decided ? 'aceptada' : undefined) }),
      [`POST ${path}`]: () => {
        decided = true;
        return { status: 200, body: { changed: true, decision: 'aceptada' } };
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Aceptar la lectura de 101 en Kilómetro 5' }));
    expect(await screen.findByText('Lectura aceptada: la clasificación se actualiza en unos segundos')).toBeTruthy();
    const first = (await screen.findByText('Aceptada', { selector: '.amplify-badge' })).closest('li')!;
    expect(within(first).queryByRole('button', { name: /Aceptar/ })).toBeNull();
    expect(within(first).getByText(/Aceptada por crono@demo.mx/)).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([{ bib: '101', readId: 'a-km5', decision: 'aceptada' }]);
    // The undecided read comes first.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['999 · Sin lista de salida', '101 · José Prueba']);
  });

  it('says in Spanish when nothing waits for review', async () => {
    stubApi({ [`GET ${path}`]: { status: 200, body: { athletes: [], more: false, hideUnreviewed: true } } });
    renderTab();
    expect(await screen.findByText('No hay lecturas dudosas por revisar.')).toBeTruthy();
    expect(screen.getByText('Este evento no publica una lectura dudosa hasta que se acepta.')).toBeTruthy();
  });
});
