import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { EventSetupPanel } from '@web/features/events-console/event-setup-panel';
import { ToastProvider } from '@web/lib/toasts';
import { anEvent, someSections } from './event-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const keys = [
  { keyId: 'k1', label: 'Tapete meta', createdAt: '2026-02-20T15:00:00.000Z' },
  { keyId: 'k0', label: 'Prueba', createdAt: '2026-02-01T15:00:00.000Z', revokedAt: '2026-02-02T15:00:00.000Z' },
];

function stubConsole(extra: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  return stubApi({
    'GET /api/me': { status: 200, body: aProfile() },
    'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections() } },
    'GET /api/events/7/timing-keys': { status: 200, body: { keys } },
    ...extra,
  });
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <EventSetupPanel eventId={7} showTimingKeys />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user: setUpUser() };
}

const sends = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('the event setup panel of the Configuración tab', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('saves the plain fields with PUT /api/events/{id}', async () => {
    const calls = stubConsole({
      'PUT /api/events/7': ({ body }) => ({ status: 200, body: { ...(body as object), iDEvento: 7 } }),
    });
    const { user } = renderPanel();
    const name = await screen.findByLabelText('Nombre del evento');
    expect(name).toHaveValue('Medio Maratón de la Ciudad');

    await user.clear(name);
    await user.type(name, 'Medio Maratón 2026');
    await user.selectOptions(screen.getByLabelText('Estado'), 'En vivo');
    await user.click(within(screen.getByTestId('event-info')).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Evento guardado')).toBeInTheDocument();
    expect(sends(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/events/7', body: expect.objectContaining({ nombreEvento: 'Medio Maratón 2026', eventoDisponible: 4 }) }),
    ]);
  });

  it('lists the timing keys and revokes an active one with DELETE', async () => {
    const calls = stubConsole({ 'DELETE /api/events/7/timing-keys/k1': { status: 204 } });
    const { user } = renderPanel();

    const active = (await screen.findByRole('cell', { name: 'Tapete meta' })).closest('tr') as HTMLElement;
    const revoked = screen.getByRole('cell', { name: 'Prueba' }).closest('tr') as HTMLElement;
    expect(within(active).getByText('Activa')).toBeInTheDocument();
    expect(within(revoked).getByText('Revocada')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: 'Revocar' })).not.toBeInTheDocument();

    await user.click(within(active).getByRole('button', { name: 'Revocar' }));

    expect(await screen.findByText('Llave revocada')).toBeInTheDocument();
    expect(sends(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/events/7/timing-keys/k1' })]);
  });

  it('creates a key with a label and shows it only once, with a copy button and the warning', async () => {
    const calls = stubConsole({
      'POST /api/events/7/timing-keys': { status: 201, body: { keyId: 'k2', label: 'Tapete salida', key: 'tk_7_secreto' } },
    });
    const { user } = renderPanel();

    await user.type(await screen.findByLabelText('Etiqueta'), 'Tapete salida');
    await user.click(screen.getByRole('button', { name: 'Crear llave' }));

    expect(await screen.findByText('tk_7_secreto')).toBeInTheDocument();
    expect(screen.getByText('Copia la llave ahora: no se volverá a mostrar.')).toBeInTheDocument();
    expect(sends(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { label: 'Tapete salida' } })]);

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe('tk_7_secreto');
    expect(await screen.findByText('Llave copiada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Listo' }));
    expect(screen.queryByText('tk_7_secreto')).not.toBeInTheDocument();
  });
});
