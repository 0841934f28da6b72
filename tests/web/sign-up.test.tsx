import { screen, within } from '@testing-library/react';
import type { UserEvent } from './support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './support/fake-api';
import { resetFakeAuth, signIn } from './support/fake-auth';
import { aProfile } from './support/profiles';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-auth'));

async function fillValidForm(user: UserEvent, password = 'secreta1') {
  await user.type(await screen.findByLabelText('Nombres'), 'Ana');
  await user.type(screen.getByLabelText('Apellidos'), 'López');
  await user.type(screen.getByLabelText('Teléfono'), '5512345678');
  await user.selectOptions(screen.getByLabelText('Género'), 'F');
  await user.selectOptions(screen.getByLabelText('Día'), '15');
  await user.selectOptions(screen.getByLabelText('Mes'), 'Marzo');
  await user.selectOptions(screen.getByLabelText('Año'), '1990');
  await user.type(screen.getByLabelText('Correo'), 'Ana@Example.MX');
  await user.type(screen.getByLabelText('Contraseña'), password);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Registrarme' }));

describe('registration (/registro)', () => {
  beforeEach(() => resetFakeAuth());

  it('offers 101 birth years, from this year back 100 years', async () => {
    renderApp('/registro');

    const years = within(await screen.findByLabelText('Año'))
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '');

    const thisYear = new Date().getFullYear();
    expect(years).toHaveLength(101);
    expect(years[0]).toHaveTextContent(String(thisYear));
    expect(years[100]).toHaveTextContent(String(thisYear - 100));
  });

  it('marks every empty field "Campo requerido"', async () => {
    const { user } = renderApp('/registro');
    await screen.findByLabelText('Nombres');

    await submit(user);

    expect(await screen.findAllByText('Campo requerido')).toHaveLength(9);
  });

  it('asks for at least 6 characters in the password', async () => {
    const { user } = renderApp('/registro');
    await fillValidForm(user, '12345');

    await submit(user);

    expect(await screen.findByText('Mínimo 6 caracteres')).toBeInTheDocument();
  });

  it('shows the e-mail-in-use toast when the API answers 409', async () => {
    stubApi({
      'POST /api/accounts': {
        status: 409,
        body: { code: 'EMAIL_IN_USE', message: 'Correo ya utilizado. Intente recuperar su contraseña' },
      },
    });
    const { user } = renderApp('/registro');
    await fillValidForm(user);

    await submit(user);

    expect(await screen.findByText('Correo ya utilizado. Intente recuperar su contraseña')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('puts the API field errors on their fields', async () => {
    stubApi({
      'POST /api/accounts': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Datos inválidos, revisa el formulario', fields: { telefono: 'Teléfono inválido' } },
      },
    });
    const { user } = renderApp('/registro');
    await fillValidForm(user);

    await submit(user);

    expect(await screen.findByText('Teléfono inválido')).toBeInTheDocument();
    expect(screen.queryByText('Datos inválidos, revisa el formulario')).not.toBeInTheDocument();
  });

  it('creates the account through the API, signs in and welcomes the athlete by name', async () => {
    const calls = stubApi({
      'POST /api/accounts': { status: 201, body: aProfile() },
      'GET /api/me': { status: 200, body: aProfile() },
    });
    const { user } = renderApp('/registro');
    await fillValidForm(user);

    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ana' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/accounts',
      authorization: null,
      body: {
        nombres: 'Ana',
        apellidos: 'López',
        telefono: '5512345678',
        genero: 'F',
        fechaNacimiento: '1990-03-15',
        correo: 'ana@example.mx',
        password: 'secreta1',
      },
    });
    expect(signIn).toHaveBeenCalledWith({
      username: 'ana@example.mx',
      password: 'secreta1',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(screen.getByRole('link', { name: 'Ir a mis retos' })).toHaveAttribute('href', '/retos/');
    expect(screen.getByRole('link', { name: 'Ver mi perfil' })).toHaveAttribute('href', '/atletas/');
  });
});
