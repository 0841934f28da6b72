// The app bar: the brand leads home, the four public sections with the current one marked, and the
// way in for a visitor or to the profile for a signed-in athlete.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './support/fake-api';
import { resetFakeAuth, signInAs } from './support/fake-auth';
import { aProfile } from './support/profiles';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-auth'));

describe('app bar', () => {
  beforeEach(() => resetFakeAuth());

  it('offers the sections, the current one marked, and Iniciar Sesión to a visitor', async () => {
    stubApi({ 'GET /api/events?list=upcoming': { status: 200, body: { events: [] } } });
    renderApp('/proximos-eventos/');

    const banner = await screen.findByRole('banner');
    // Shown from 992 px: jsdom lays out no media query, so the bar's sections are display: none here and
    // have no accessible name; the landmark is found by its label.
    const sections = banner.querySelector<HTMLElement>('nav[aria-label="Secciones"]') as HTMLElement;
    expect(within(sections).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Próximos Eventos', '/proximos-eventos/'],
      ['Resultados', '/resultados/'],
      ['Live', '/live/'],
      ['Retos Virtuales', '/retos/'],
    ]);
    expect(within(sections).getByRole('link', { name: 'Próximos Eventos', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Resultados', hidden: true })).not.toHaveAttribute('aria-current');
    expect(within(banner).getByRole('link', { name: 'Carreras' })).toHaveAttribute('href', '/');
    expect(await within(banner).findByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in athlete to the profile instead', async () => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubApi({ 'GET /api/me': { status: 200, body: aProfile() } });
    renderApp('/');

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/atletas/');
    expect(within(banner).queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
  });
});
