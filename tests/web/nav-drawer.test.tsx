import { screen, within } from '@testing-library/react';
import type { UserEvent } from './support/user-events';
import { matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@web/app/routes';
import { stubApi } from './support/fake-api';
import { resetFakeAuth, signInAs, signOut } from './support/fake-auth';
import { aProfile } from './support/profiles';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-auth'));

const commonStart = [
  ['Próximos Eventos', '/proximos-eventos/'],
  ['Resultados', '/resultados/'],
  ['Live', '/live/'],
  ['Retos Virtuales', '/retos/'],
  ['Mis retos Organizados', '/retos-organizador/'],
  ['Inicio', '/'],
  ['Mi perfil', '/atletas/'],
  ['Sobre el proveedor', '/servicios/'],
];
const accountLinks = [
  ['Iniciar Sesión', '/login'],
  ['Regístrate', '/registro'],
];
const commonEnd = [
  ['Recuperar contraseña', '/password-restore'],
  ['Aviso de privacidad', '/politicas-privacidad'],
];

async function openDrawer(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Abrir menú' }));
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

function linksOf(nav: HTMLElement): string[][] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']);
}

describe('navigation drawer', () => {
  beforeEach(() => resetFakeAuth());

  it('lists every link in the spec order, with sign-in and register, for a signed-out visitor', async () => {
    const { user } = renderApp('/');

    const nav = await openDrawer(user);

    expect(linksOf(nav)).toEqual([...commonStart, ...accountLinks, ...commonEnd]);
    expect([...nav.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Próximos Eventos',
      'Resultados',
      'Live',
      'Retos Virtuales',
      'Mis retos Organizados',
      'Inicio',
      'Mi perfil',
      'Sobre el proveedor',
      'Iniciar Sesión',
      'Regístrate',
      'Recuperar contraseña',
      'Aviso de privacidad',
    ]);
    expect(screen.queryByRole('button', { name: 'Cerrar Sesión' })).not.toBeInTheDocument();
  });

  it('shows the name, e-mail and sign-out to a signed-in athlete, without sign-in, register or Usuarios Autorizados', async () => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubApi({ 'GET /api/me': { status: 200, body: aProfile({ perfil: 2 }) } });
    const { user } = renderApp('/');

    const nav = await openDrawer(user);

    expect(await screen.findByText('Ana López')).toBeInTheDocument();
    expect(screen.getByText('ana@example.mx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(linksOf(nav)).toEqual([...commonStart, ...commonEnd]);
  });

  it('adds Usuarios Autorizados, last, for perfil 1', async () => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubApi({ 'GET /api/me': { status: 200, body: aProfile({ perfil: 1 }) } });
    const { user } = renderApp('/');

    const nav = await openDrawer(user);
    await screen.findByText('Ana López');

    expect(linksOf(nav)).toEqual([...commonStart, ...commonEnd, ['Usuarios Autorizados', '/usuario-autorizado/']]);
  });

  it.each([
    ['a signed-out visitor', null],
    ['an admin', 1],
  ] as const)('leads %s from every drawer link to a page that exists', async (_viewer, perfil) => {
    if (perfil !== null) {
      signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
      stubApi({ 'GET /api/me': { status: 200, body: aProfile({ perfil }) } });
    }
    const { user } = renderApp('/');
    const nav = await openDrawer(user);
    if (perfil !== null) await screen.findByText('Ana López');

    const deadEnds = linksOf(nav).filter(([, href]) => matchRoutes(appRoutes, href!)?.at(-1)?.route.path === '*');
    expect(deadEnds).toEqual([]);
  });

  it('signs out with the toast "Sesion Finalizada" and offers sign-in again', async () => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubApi({ 'GET /api/me': { status: 200, body: aProfile() } });
    const { user } = renderApp('/');
    await openDrawer(user);
    await screen.findByText('Ana López');

    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));

    expect(await screen.findByText('Sesion Finalizada')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
    const nav = await openDrawer(user);
    expect(within(nav).getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });
});
