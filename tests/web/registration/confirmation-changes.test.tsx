// 'Cambios a tu inscripción' on the confirmation page (docs/registration.md, Transfers and modality
// changes): offered only while the organizer allows it and its deadline holds; a transfer started
// shows the link to share and can be cancelled.
import { screen } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeView, ConfirmationChanges } from '@shared/registration/change-api';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aConfirmation, EVENT_ID, pagePath, REGISTRO_ID } from './confirmation-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const CAMBIO_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const closed = { permitido: false, cuota: 5_000, reembolsarDiferencia: false } as const;
const transfers = (traspaso: Partial<ConfirmationChanges['traspaso']> = {}): ConfirmationChanges => ({
  traspaso: { permitido: true, cuota: 15_000, folio: 'nuevo', ...traspaso },
  modalidad: closed,
});
const registrationPath = `/api/events/${EVENT_ID}/registrations/${REGISTRO_ID}`;
const changeView = { cambioId: CAMBIO_ID, tipo: 'traspaso', estado: 'pendiente' } as ChangeView;

describe('the changes of a registration', () => {
  beforeEach(() => resetFakeAuth());

  it('makes a transfer link with one press, shows it to share, and cancels it', async () => {
    let cambios = transfers();
    const calls = stubApi({
      [`GET ${registrationPath}`]: () => ({ status: 200, body: aConfirmation({ cambios }) }),
      [`POST ${registrationPath}/changes`]: () => {
        cambios = { ...cambios, pendiente: { cambioId: CAMBIO_ID, tipo: 'traspaso' } };
        return { status: 201, body: changeView };
      },
      [`GET /api/events/${EVENT_ID}/changes/${CAMBIO_ID}`]: { status: 200, body: changeView },
      [`DELETE ${registrationPath}/changes/${CAMBIO_ID}`]: () => {
        cambios = transfers();
        return { status: 200, body: { ...changeView, estado: 'cancelado' } };
      },
    });
    renderApp(pagePath());

    expect(await screen.findByText('Cuota: $150.00 MXN. La nueva persona recibe un folio nuevo.', undefined, { timeout: 30_000 })).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Generar enlace de traspaso' });
    await setUpUser().dblClick(start);
    const link = await screen.findByRole('link', { name: new RegExp(`/traspaso\\?event=${EVENT_ID}&cambio=${CAMBIO_ID}`) });
    expect(link).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ body: { tipo: 'traspaso' } })]);

    await setUpUser().click(screen.getByRole('button', { name: 'Cancelar traspaso' }));
    expect(await screen.findByRole('button', { name: 'Generar enlace de traspaso' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('sends the link of a registration received by transfer, key and all, with the changes it starts', async () => {
    const enlace = `${REGISTRO_ID}.Zx9_Qm-4kT7pLw2RvB8nYc0d`;
    const linkPath = `/api/events/${EVENT_ID}/registrations/${encodeURIComponent(enlace)}`;
    const calls = stubApi({
      [`GET ${linkPath}`]: { status: 200, body: aConfirmation({ enlace, cambios: transfers() }) },
      [`POST ${linkPath}/changes`]: { status: 201, body: changeView },
      [`GET /api/events/${EVENT_ID}/changes/${CAMBIO_ID}`]: { status: 200, body: changeView },
    });
    renderApp(`/detalle-inscrito?event=${EVENT_ID}&registry=${encodeURIComponent(enlace)}`);

    await setUpUser().click(await screen.findByRole('button', { name: 'Generar enlace de traspaso' }, { timeout: 30_000 }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`${linkPath}/changes`]));
    // The page reads itself again by the same link.
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === linkPath).length).toBeGreaterThan(1));
  });

  it('offers nothing once the deadline passed or the organizer allows nothing', async () => {
    stubApi({ [`GET ${registrationPath}`]: { status: 200, body: aConfirmation({ cambios: transfers({ hasta: '2020-01-01T00:00:00Z' }) }) } });
    renderApp(pagePath());

    expect(await screen.findByText('Pago recibido', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText('Cambios a tu inscripción')).not.toBeInTheDocument();
  });
});
