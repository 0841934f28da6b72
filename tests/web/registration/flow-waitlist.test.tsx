// The waiting list in the registration flow (docs/registration.md, Waiting list): joining a sold-out
// modality with the data step's data, and the offer mail's link opening the registration with the
// place held.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntryView } from '@shared/registration/waitlist-api';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { ana, aView } from './support-flow/flow-fixtures';
import { flowPath, renderFlow, seedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const clave = 'k'.repeat(43);
const offerLink = `${flowPath}?espera=5K&correo=${encodeURIComponent(ana.correo)}&clave=${clave}`;

describe('registration flow: the waiting list', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
  });

  it('joins the sold-out 5K with the confirmed data, no payment, and says the place in line', async () => {
    const calls = stubApi({
      'GET /api/events/7/registration': { status: 200, body: aView() },
      'POST /api/events/7/waitlist': { status: 201, body: { codigoModalidad: '5K', posicion: 3 } },
    });
    seedFlow();
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Unirme a la lista de espera · Carrera 5K' }));

    expect(await screen.findByText('Estás en la lista de espera, en el lugar 3. Te avisaremos por correo si se libera un lugar.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ codigoModalidad: '5K', datos: ana });
  });

  it('opens an offer with the place held, the offered modality chosen and the data filled in', async () => {
    const entry: WaitlistEntryView = { codigoModalidad: '5K', estado: 'ofrecida', posicion: null, ofertaVence: '2030-02-01T18:00:00.000Z', datos: ana };
    const calls = stubApi({
      'GET /api/events/7/registration': { status: 200, body: aView() },
      'POST /api/events/7/waitlist/entry': { status: 200, body: entry },
    });
    const { user } = renderFlow(offerLink);

    expect(await screen.findByText('Tienes un lugar apartado')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue(ana.nombres);
    await user.click(screen.getByRole('button', { name: 'Confirmar mis datos' }));

    const fiveK = await screen.findByRole('button', { name: 'Carrera 5K · 5 km' });
    expect(fiveK).toBeEnabled();
    expect(fiveK).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Unirme a la lista de espera/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/events/7/waitlist/entry')?.body).toEqual({ codigoModalidad: '5K', correo: ana.correo, clave });
  });

  it('shows someone still waiting their place in line, and lets them leave', async () => {
    const entry: WaitlistEntryView = { codigoModalidad: '5K', estado: 'esperando', posicion: 2, ofertaVence: null, datos: ana };
    stubApi({
      'GET /api/events/7/registration': { status: 200, body: aView() },
      'POST /api/events/7/waitlist/entry': { status: 200, body: entry },
      'POST /api/events/7/waitlist/exit': { status: 204 },
    });
    const { user } = renderFlow(offerLink);

    expect(await screen.findByText('Estás en la lista de espera, en el lugar 2.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salir de la lista de espera' }));
    expect(await screen.findByText('Saliste de la lista de espera.')).toBeInTheDocument();
  });
});
