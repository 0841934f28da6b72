import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/registration/dashboard';
import type { RegistrantFilter } from '@shared/registration/registrant-admin-api';
import type { DashboardView } from '@shared/registration/report-api';
import { IngresosHeader } from '@web/features/event-admin/ingresos-header';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const totales: Dashboard['totales'] = { registros: 2_300, inscritos: 1_972, incompletos: 328, borrados: 12, porcentajeInscritos: 86, porcentajeIncompletos: 14, ingresos: 0, comisionOxxo: 0, comisionTarjeta: 0 };

function view(dashboard: Pick<Dashboard, 'totales'> | null, propio = false): DashboardView {
  return { dashboard: dashboard as Dashboard | null, computedAt: dashboard ? '2026-03-10T18:00:00.000Z' : null, actualizando: false, propio };
}

function renderHeader(filtro: RegistrantFilter, own = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IngresosHeader eventId={7} filtro={filtro} shown={50} own={own} />
    </QueryClientProvider>,
  );
}

describe('the Ingresos header', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it.each([
    [1, 'Registros del evento: 1,972 inscritos · 50 mostrados'],
    [2, 'Registros del evento: 340 incompletos o borrados · 50 mostrados'],
    [3, 'Registros del evento: 2,312 registros · 50 mostrados'],
  ] as const)('gives filter %i its total beside the rows shown', async (filtro, text) => {
    stubApi({ 'GET /api/events/7/dashboard': { status: 200, body: view({ totales }) } });
    renderHeader(filtro);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("counts an inscriptor's own registrations, in the singular for one", async () => {
    stubApi({ 'GET /api/events/7/dashboard': { status: 200, body: view({ totales: { ...totales, inscritos: 1 } }, true) } });
    renderHeader(1, true);
    expect(await screen.findByText('Tus registros en punto de venta: 1 inscrito · 50 mostrados')).toBeInTheDocument();
  });

  it('says only how many are shown until the figures are first computed, or when they cannot be read', async () => {
    stubApi({ 'GET /api/events/7/dashboard': { status: 200, body: view(null) } });
    renderHeader(1);
    expect(await screen.findByText('Registros del evento: 50 mostrados')).toBeInTheDocument();
  });
});
