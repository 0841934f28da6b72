import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authError, confirmResetPassword, resetFakeAuth, resetPassword } from './support/fake-auth';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-auth'));

describe('password recovery (/password-restore)', () => {
  beforeEach(() => resetFakeAuth());

  it('sends the code, then sets the new password and goes to sign-in', async () => {
    const { user, router } = renderApp('/password-restore');

    await user.type(await screen.findByLabelText('Correo'), 'Ana@Example.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));

    expect(await screen.findByText('Se ha enviado un correo a tu cuenta')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ username: 'ana@example.mx' });

    await user.type(await screen.findByLabelText('Código'), '123456');
    await user.type(screen.getByLabelText('Contraseña'), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: 'ana@example.mx',
      confirmationCode: '123456',
      newPassword: 'nueva123',
    });
  });

  it('toasts the provider reason in Spanish and stays on the form when the code is wrong', async () => {
    confirmResetPassword.mockRejectedValueOnce(authError('CodeMismatchException', 'Invalid verification code provided.'));
    const { user, router } = renderApp('/password-restore');
    await user.type(await screen.findByLabelText('Correo'), 'ana@example.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));

    await user.type(await screen.findByLabelText('Código'), '000000');
    await user.type(screen.getByLabelText('Contraseña'), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText('El código no es correcto')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password-restore');
  });

  it('asks for a new code once the code took too many wrong guesses, and goes back to send one', async () => {
    confirmResetPassword.mockRejectedValueOnce(authError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    const { user } = renderApp('/password-restore');
    await user.type(await screen.findByLabelText('Correo'), 'ana@example.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));

    await user.type(await screen.findByLabelText('Código'), '000000');
    await user.type(screen.getByLabelText('Contraseña'), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Demasiados intentos con este código: pide otro código y escríbelo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pedir otro código' }));
    expect(await screen.findByRole('button', { name: 'Enviar correo' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Código')).not.toBeInTheDocument();
  });

  it('toasts "Error en correo" when the code cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    resetPassword.mockRejectedValueOnce(authError('UserNotFoundException', 'Username/client id combination not found.'));
    const { user } = renderApp('/password-restore');

    await user.type(await screen.findByLabelText('Correo'), 'nadie@example.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));

    expect(await screen.findByText('Error en correo')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código')).not.toBeInTheDocument();
  });
});
