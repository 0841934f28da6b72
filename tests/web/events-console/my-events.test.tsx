import { ADMIN_ACTIONS, may } from '@shared/registration/admin-permissions';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';
import { anEvent, someSections } from './event-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/live-socket', () => ({ subscribe: () => () => undefined }));

describe('organizer console: my events (/eventos-organizador/)', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('asks a signed-out visitor to sign in and calls nothing', async () => {
    signInAs(null);
    const calls = stubApi({});
    renderApp('/eventos-organizador/');

    expect(await screen.findByText('Inicia sesión para continuar')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the events of GET /api/my-events with the caller role and the way to manage each', async () => {
    const calls = stubApi({
      'GET /api/my-events': {
        status: 200,
        body: { events: [{ ...anEvent(), role: 'master' }, { ...anEvent({ iDEvento: 9, nombreEvento: 'Trail Nocturno', eventoDisponible: 4 }), role: 'inscriptor' }] },
      },
    });
    renderApp('/eventos-organizador/');

    const card = (await screen.findByRole('heading', { name: 'Trail Nocturno' })).closest('.amplify-card') as HTMLElement;

    expect(within(card).getByText('Rol: inscriptor')).toBeInTheDocument();
    expect(within(card).getByText('En vivo')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Administrar' })).toHaveAttribute('href', '/eventos-organizador/evento_9');
    expect(within(card).getByRole('link', { name: 'Convocatoria' })).toHaveAttribute('href', '/convocatoria/evento_9');
    expect(screen.getByText('Rol: master')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/my-events')).toMatchObject({ method: 'GET', authorization: 'Bearer id-token-of-user-1' });
  });

  it('creates an event with POST /api/events and opens its console', { timeout: 120_000 }, async () => {
    const created = anEvent({ iDEvento: 12, nombreEvento: 'Carrera del Bosque', fechaEvento: '2026-05-10' });
    const calls = stubApi({
      'GET /api/my-events': { status: 200, body: { events: [] } },
      'POST /api/events': { status: 201, body: created },
      'GET /api/events/12/my-access': { status: 200, body: { access: 'master', actions: ADMIN_ACTIONS.filter((action) => may('master', action)), userId: 'user-1' } },
      'GET /api/events/12/registration-config': { status: 200, body: registryConfigSchema.parse({}) },
      'GET /api/events/12/registrants?filtro=1': { status: 200, body: { registrants: [], usuarios: {} } },
      'GET /api/events/12': { status: 200, body: { event: created, sections: someSections() } },
    });
    const { user, router } = renderApp('/eventos-organizador/');
    expect(await screen.findByText('Aún no administras ningún evento.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await user.type(screen.getByLabelText('Nombre del evento'), 'Carrera del Bosque');
    await user.type(screen.getByLabelText('Fecha'), '2026-05-10');
    await user.type(screen.getByLabelText('Lugar'), 'Bosque de Chapultepec');
    await user.type(screen.getByLabelText('Ciudad'), 'Ciudad de México');
    await user.type(screen.getByLabelText('Nombre del organizador'), 'Club Bosque');
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar la web del evento' }));
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    // The admin screen is a big lazy module: its first render in jsdom takes seconds.
    expect(await screen.findByRole('heading', { name: 'Carrera del Bosque' }, { timeout: 40_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eventos-organizador/evento_12');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nombreEvento: 'Carrera del Bosque',
      logoEvento: '',
      fechaEvento: '2026-05-10',
      horaEvento: '07:00',
      lugarEvento: 'Bosque de Chapultepec',
      ciudadEvento: 'Ciudad de México',
      paisEvento: 'México',
      zonaHoraria: 'America/Mexico_City',
      eventoDisponible: 2,
      showWeb: true,
      eventType: 'standard',
      organizador: { nombre: 'Club Bosque', colorOrganizador: '#e8630a', linkAvisoPrivacidad: '' },
    });
  });

  it('checks the form with the shared schema before calling the API', async () => {
    const calls = stubApi({ 'GET /api/my-events': { status: 200, body: { events: [] } } });
    const { user } = renderApp('/eventos-organizador/');
    await user.click(await screen.findByRole('button', { name: 'Crear evento' }));

    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findAllByText('Campo requerido')).not.toHaveLength(0);
    expect(screen.getByText('Fecha inválida')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('the way into the console', () => {
  beforeEach(() => resetFakeAuth());

  it('is offered on the welcome screen of a signed-in user', async () => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubApi({ 'GET /api/me': { status: 200, body: aProfile() } });
    renderApp('/login');

    expect(await screen.findByRole('link', { name: 'Mis eventos' })).toHaveAttribute('href', '/eventos-organizador/');
  });
});
