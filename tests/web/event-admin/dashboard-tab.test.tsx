import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/registration/dashboard';
import type { DashboardView } from '@shared/registration/report-api';
import { DashboardTab } from '@web/features/event-admin/dashboard-tab';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const figures: Dashboard = {
  totales: { registros: 3, inscritos: 2, incompletos: 1, borrados: 1, porcentajeInscritos: 67, porcentajeIncompletos: 33, ingresos: 140_000, comisionOxxo: 6_650, comisionTarjeta: 3_150 },
  formasPago: {
    oxxo: { pagados: 1, pendientes: 1, monto: 95_000, comision: 6_650 },
    efectivo: { pagados: 0, monto: 0, comision: 0 },
    tarjeta: { pagados: 1, monto: 45_000, comision: 3_150 },
  },
  modalidades: [{ clave: '10K', etiqueta: '10 kilómetros', cantidad: 2, porcentaje: 100, categorias: [{ clave: 'F:1', etiqueta: 'Femenil - Libre', cantidad: 2, porcentaje: 100 }] }],
  porDia: [
    { fecha: '2026-03-02', cantidad: 1 },
    { fecha: '2026-03-03', cantidad: 1 },
  ],
  porUsuario: [
    { usuario: 'No registrado', nombre: 'on line', cantidad: 1, monto: 45_000 },
    { usuario: 'staff-1', nombre: 'Pedro Caja', cantidad: 1, monto: 95_000 },
  ],
  campos: [{ iDCampo: 'talla', etiqueta: 'Talla', tipoCampo: 'Select', valores: [{ clave: 'M', etiqueta: 'Mediana', cantidad: 2, porcentaje: 100 }] }],
  productos: [{ codigoProducto: 'playera', nombre: 'Playera', cantidad: 2, monto: 50_000 }],
  ligas: [{ tkl: 'insta', registros: 2, pagados: 1 }],
};

const view = (overrides: Partial<DashboardView> = {}): DashboardView => ({ dashboard: figures, computedAt: '2026-03-10T18:00:00.000Z', actualizando: false, propio: false, ...overrides });

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  render(
    <QueryClientProvider client={client}>
      <DashboardTab eventId={7} />
    </QueryClientProvider>,
  );
  return { user };
}

const tableNamed = (name: string) => screen.getByRole('table', { name });

describe('DashboardTab', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('shows the totals, the methods side by side, modalities, users, field summaries and product sales', async () => {
    stubApi({ 'GET /api/events/7/dashboard': { status: 200, body: view() } });
    renderTab();

    const totals = await screen.findByRole('table', { name: 'Totales' });
    expect(within(totals).getByRole('row', { name: /Inscritos 2 67%/ })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: /Registros incompletos 1 33%/ })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: /Ingresos \(sin comisión\) \$1,400\.00/ })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: /Comisión oxxo \$66\.50/ })).toBeInTheDocument();

    const methods = screen.getByTestId('payment-sections');
    expect(within(methods).getByText('Pago en Oxxo')).toBeInTheDocument();
    expect(within(methods).getByText('Pago con tarjeta')).toBeInTheDocument();

    expect(within(tableNamed('Modalidades y categorías')).getByRole('row', { name: /— Femenil - Libre 2 100%/ })).toBeInTheDocument();
    expect(within(tableNamed('Registros por usuario')).getByRole('row', { name: /Pedro Caja 1 \$950\.00/ })).toBeInTheDocument();
    expect(within(tableNamed('Resumen de campos: Talla')).getByRole('row', { name: /Mediana 2 100%/ })).toBeInTheDocument();
    expect(within(tableNamed('Venta de productos')).getByRole('row', { name: /Playera 2 \$500\.00/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Formas de pago')).toBeInTheDocument();
    expect(screen.getByLabelText('Registros por día')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Data inscritos' })).toBeInTheDocument();
  });

  it('says the figures are being computed the first time, and offers an inscriptor its income report', async () => {
    stubApi({ 'GET /api/events/7/dashboard': { status: 200, body: view({ dashboard: null, computedAt: null, actualizando: true, propio: true }) } });
    renderTab();
    expect(await screen.findByText('Calculando el dashboard…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresos cobrados' })).toBeInTheDocument();
  });

  it('asks for the report, shows its progress and downloads it once written', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let polls = 0;
    const calls = stubApi({
      'GET /api/events/7/dashboard': { status: 200, body: view() },
      'POST /api/events/7/reports': { status: 202, body: { reportId: 'r-1' } },
      'GET /api/events/7/reports/r-1': () => {
        polls += 1;
        return { status: 200, body: polls === 1 ? { status: 'pendiente', progress: 400 } : { status: 'listo', progress: 800, url: 'https://reportes.example/r-1.csv', fileName: 'Carrera - Data inscritos - 2026-03-10.csv' } };
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Data inscritos' }));

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ tipo: 2 });
    expect(await screen.findByText('Generando reporte… 400 registros', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(screen.getByRole('link', { name: /Descargar de nuevo: Carrera - Data inscritos/ })).toHaveAttribute('href', 'https://reportes.example/r-1.csv');
  });

  it('shows the Spanish message when the API refuses the report', async () => {
    stubApi({
      'GET /api/events/7/dashboard': { status: 200, body: view({ propio: true }) },
      'POST /api/events/7/reports': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Demasiadas solicitudes' } },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Ingresos cobrados' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes');
  });
});
