// The Dashboard's 'Ligas de seguimiento': each link's visits, registrations and paid ones, the
// catch-all as 'Otras ligas', and 'Copiar liga' building the address to share for a typed name (the
// organizer web's own host, the event web, or the registration page), checked as the API checks it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingLinksView } from '@shared/registration/tracking-links';
import { TrackingLinksCard } from '@web/features/event-admin/dashboard-links';
import { ToastProvider } from '@web/lib/toasts';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const view = (overrides: Partial<TrackingLinksView> = {}): TrackingLinksView => ({
  ligas: [
    { tkl: 'instagram', visitas: 1250, registros: 40, pagados: 31 },
    { tkl: 'radio', visitas: 80, registros: 3, pagados: 0 },
  ],
  otras: { tkl: '*', visitas: 12, registros: 1, pagados: 1 },
  computedAt: '2026-03-10T18:00:00.000Z',
  actualizando: false,
  destino: { tipo: 'host', host: 'maraton.localhost' },
  ...overrides,
});

function renderCard(answer: TrackingLinksView) {
  stubApi({ 'GET /api/events/7/tracking-links': { status: 200, body: answer } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <TrackingLinksCard eventId={7} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user };
}

describe('TrackingLinksCard', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('lists each link with its visits, registrations and paid ones, and the catch-all last', async () => {
    renderCard(view());
    const table = await screen.findByRole('table', { name: 'Ligas de seguimiento' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Liga', 'Visitas', 'Inscritos', 'Pagados']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['instagram1,2504031', 'radio8030', 'Otras ligas1211']);
  });

  it("copies the organizer web's address with the typed link, on the platform's scheme and port", async () => {
    const { user } = renderCard(view());
    await user.type(await screen.findByLabelText('Nombre de la liga'), 'insta_2026');
    const { protocol, port } = window.location;
    const expected = `${protocol}//maraton.localhost${port ? `:${port}` : ''}/?tkl=insta_2026`;
    expect(screen.getByTestId('tracking-link-address')).toHaveTextContent(expected);

    await user.click(screen.getByRole('button', { name: 'Copiar liga' }));

    expect(await screen.findByText('Liga copiada')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(expected);
  });

  it.each([
    [{ tipo: 'web' } as const, '/evento_7?tkl=radio'],
    [{ tipo: 'inscripcion' } as const, '/proximos-eventos/evento_7/inscripcion?tkl=radio'],
  ])('builds the link to %o on the main host when the event has no host of its own', async (destino, path) => {
    const { user } = renderCard(view({ destino }));
    await user.type(await screen.findByLabelText('Nombre de la liga'), 'radio');
    expect(screen.getByTestId('tracking-link-address')).toHaveTextContent(`${window.location.origin}${path}`);
  });

  it('refuses a name the visits route would refuse, saying why, and copies nothing', async () => {
    const { user } = renderCard(view({ ligas: [], otras: null }));
    expect(await screen.findByText('Sin registros')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre de la liga'), 'mi liga');

    expect(screen.getByText('La liga lleva de 1 a 40 letras sin acentos, números, - o _')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar liga' })).toBeDisabled();
    expect(screen.queryByTestId('tracking-link-address')).not.toBeInTheDocument();
  });
});
