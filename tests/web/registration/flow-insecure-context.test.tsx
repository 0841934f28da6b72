// Registration from an organizer's own domain over plain http, where crypto.randomUUID does not exist,
// and a step that fails in a way no one foresaw: the registrant always gets an answer.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationRequest } from '@shared/registration/registration-api';
import { randomUuid } from '@web/lib/random-uuid';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { aCreatedRegistration, anOrder, aView } from './support-flow/flow-fixtures';
import { renderFlow, seedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const atEmail = { step: 'correo' as const, codigoModalidad: '21K', campos: { talla: 'M', marca: '01:30', contacto: 'Luis' }, correoConfirmado: true };
const routes = {
  'GET /api/events/7/registration': { status: 200, body: aView() },
  'POST /api/events/7/registrations': { status: 201, body: aCreatedRegistration(anOrder(48_150)) },
};

describe('randomUuid', () => {
  it('answers distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, randomUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});

describe('registration flow outside a secure context', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the registration with a UUID attempt id when crypto.randomUUID is missing', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const calls = stubApi(routes);
    seedFlow(atEmail);
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Total a pagar: $481.50 MXN')).toBeInTheDocument();
    const request = calls.find((call) => call.path === '/api/events/7/registrations')?.body as RegistrationRequest;
    expect(request.intento).toMatch(uuidV4);
  });

  it('shows a Spanish message and a way to try again when a step fails unexpectedly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues').mockImplementation(() => {
      throw new Error('sin aleatoriedad');
    });
    const calls = stubApi(routes);
    seedFlow(atEmail);
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No pudimos continuar')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Algo falló en este paso. Lo que ya capturaste sigue guardado: intenta de nuevo.');
    expect(calls.filter((call) => call.path === '/api/events/7/registrations')).toHaveLength(0);

    getRandomValues.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Total a pagar: $481.50 MXN')).toBeInTheDocument();
  });
});

describe('registration flow: the step indicator', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
  });

  it('names the current step of five and ticks those before it', async () => {
    stubApi(routes);
    seedFlow({ ...atEmail, correoConfirmado: false });
    renderFlow();

    const steps = await screen.findByRole('navigation', { name: 'Pasos de la inscripción' });
    expect(within(steps).getByText('Paso 4 de 5')).toBeInTheDocument();
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['✓1. Datos, completado', '✓2. Carrera, completado', '✓3. Productos, completado', '44. Correo', '55. Pago']);
    expect(items[3]?.querySelector('[aria-current="step"]')).not.toBeNull();
    expect(steps.querySelectorAll('[aria-current]')).toHaveLength(1);
    // It only shows where the registrant is: no step is a button or a link.
    expect(within(steps).queryAllByRole('button')).toEqual([]);
    expect(within(steps).queryAllByRole('link')).toEqual([]);
  });
});
