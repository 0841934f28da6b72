import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuth } from './support/fake-auth';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-auth'));

describe('main-host routes', () => {
  beforeEach(() => resetFakeAuth());

  it('shows "PÁGINA NO ENCONTRADA" for a route that does not exist, with the ways home and to upcoming events', async () => {
    renderApp('/no-existe/ni-esto');

    expect(await screen.findByRole('heading', { level: 1, name: 'PÁGINA NO ENCONTRADA' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Intenta una ruta diferente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver próximos eventos' })).toHaveAttribute('href', '/proximos-eventos/');
  });

  it('shows a motivational headline and the button to upcoming events on the home page', async () => {
    renderApp('/');

    const cta = await screen.findByRole('link', { name: 'Ver próximos eventos' });

    expect(cta).toHaveAttribute('href', '/proximos-eventos/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });

  it('states the three-year retention and the twenty business days for ARCO requests', async () => {
    renderApp('/politicas-privacidad');

    expect(await screen.findByRole('heading', { name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getByText(/durante tres años/)).toBeInTheDocument();
    expect(screen.getByText(/veinte días hábiles/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contacto@carreras.example.mx' }).length).toBeGreaterThan(0);
  });
});
