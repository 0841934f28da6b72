import { screen } from '@testing-library/react';
import type { UserEvent } from './support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './support/fake-api';
import { authError, resetFakeAuth, signIn } from './support/fake-auth';
import { aProfile } from './support/profiles';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-auth'));

async function signInWith(user: UserEvent, correo: string, password: string) {
  await user.type(await screen.findByLabelText('Correo'), correo);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('sign-in (/login)', () => {
  beforeEach(() => resetFakeAuth());

  it('is titled "Iniciar Sesión" and links to password recovery and registration', async () => {
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/password-restore');
    expect(screen.getByRole('link', { name: '¿No tienes cuenta? Regístrate' })).toHaveAttribute('href', '/registro');
  });

  it('validates the fields with the shared schema', async () => {
    const { user } = renderApp('/login');

    await signInWith(user, 'no-es-correo', '123');

    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
    expect(screen.getByText('Mínimo 6 caracteres')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with USER_PASSWORD_AUTH, toasts "Bienvenido" and shows the welcome screen', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: aProfile() } });
    const { user } = renderApp('/login');

    await signInWith(user, 'ANA@example.mx', 'secreta1');

    expect(await screen.findByText('Bienvenido')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ana' })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({
      username: 'ana@example.mx',
      password: 'secreta1',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it.each([
    ['a wrong password', 'NotAuthorizedException', 'Incorrect username or password.'],
    ['an e-mail without an account', 'UserNotFoundException', 'User does not exist.'],
  ])('toasts the same failure text for %s, so accounts cannot be discovered', async (_case, name, providerText) => {
    signIn.mockRejectedValueOnce(authError(name, providerText));
    const { user } = renderApp('/login');

    await signInWith(user, 'ana@example.mx', 'equivocada');

    expect(
      await screen.findByText('Error al inicar Sesion intente de nuevo: Correo o contraseña incorrectos'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('says the account is locked out for a while, not that the password is wrong, after too many failures', async () => {
    signIn.mockRejectedValueOnce(authError('NotAuthorizedException', 'Password attempts exceeded'));
    const { user } = renderApp('/login');

    await signInWith(user, 'ana@example.mx', 'secreta1');

    expect(
      await screen.findByText(
        'Error al inicar Sesion intente de nuevo: Demasiados intentos fallidos con este correo: espera unos minutos e intenta de nuevo',
      ),
    ).toBeInTheDocument();
  });

  it('toasts the failure text plus the provider reason for other failures', async () => {
    signIn.mockRejectedValueOnce(authError('TooManyRequestsException', 'Too many requests'));
    const { user } = renderApp('/login');

    await signInWith(user, 'ana@example.mx', 'secreta1');

    expect(
      await screen.findByText('Error al inicar Sesion intente de nuevo: Demasiados intentos, espera unos minutos e intenta de nuevo'),
    ).toBeInTheDocument();
  });
});
