import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser, type UserEvent } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/app/providers';
import { DeskRegistrationTab } from '@web/features/registration/desk-registration-tab';
import { stubApi, type ApiAnswer } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { aConfirmation, anOrder, aView, EVENT_ID } from './support-flow/flow-fixtures';
import { holdRequests } from './support-flow/hold-requests';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

/** Typing a whole registration takes a few seconds in jsdom. */
const TYPING = { timeout: 60_000 };
const deskRoute = `POST /api/events/${EVENT_ID}/desk-registrations`;
const staffProfile = aProfile({ userId: 'staff-1', nombres: 'Pedro', correo: 'caja@example.mx' });

function renderTab(desk: ApiAnswer) {
  const calls = stubApi({
    [`GET /api/events/${EVENT_ID}/registration`]: { status: 200, body: aView() },
    'GET /api/me': { status: 200, body: staffProfile },
    [deskRoute]: desk,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  render(
    <AppProviders queryClient={queryClient}>
      <DeskRegistrationTab eventId={EVENT_ID} perfil="inscriptor" />
    </AppProviders>,
  );
  return { user, calls };
}

/** Ana's data, the 21K (its only category for her is chosen by itself) and every required field, the staff-only note included. */
async function fillOrder(user: UserEvent) {
  await user.type(await screen.findByLabelText('Correo *'), 'ana@example.mx');
  await user.type(screen.getByLabelText('Nombres *'), 'Ana');
  await user.type(screen.getByLabelText('Apellidos *'), 'López');
  await user.type(screen.getByLabelText('Teléfono *'), '5512345678');
  await user.selectOptions(screen.getByLabelText('Día'), '15');
  await user.selectOptions(screen.getByLabelText('Mes'), 'Marzo');
  await user.selectOptions(screen.getByLabelText('Año'), '1990');
  await user.selectOptions(screen.getByLabelText('Género *'), 'F');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(await screen.findByRole('button', { name: /^Medio maratón/ }));
  await user.selectOptions(screen.getByLabelText('Talla de playera *'), 'Mediana');
  await user.type(screen.getByLabelText('Marca personal *'), '01:30');
  await user.type(screen.getByLabelText('Contacto de emergencia *'), 'Luis');
  await user.type(screen.getByLabelText('Nota interna'), 'Recibo 88');
}

describe('DeskRegistrationTab', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'staff-1', loginId: 'caja@example.mx' });
  });

  it('sends one registration however often Registrar is pressed, with what staff see and no fee, and shows the folio', TYPING, async () => {
    const confirmation = aConfirmation({ numero: 15, tipoRegistro: 2, order: anOrder(50_000, { fee: 0 }) });
    const { user, calls } = renderTab({ status: 201, body: confirmation });
    await fillOrder(user);
    // The data form is the registrant's, not the signed-in staff member's.
    expect(screen.queryByDisplayValue('caja@example.mx')).not.toBeInTheDocument();
    expect(screen.getByText('Total a cobrar: $500.00 MXN')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Estado de cuenta' })).queryByText('Comisión OnLine')).not.toBeInTheDocument();
    const release = holdRequests(deskRoute);

    const registrar = screen.getByRole('button', { name: 'Registrar' });
    await user.dblClick(registrar);
    await user.click(registrar);
    release();

    expect(await screen.findByText('Folio 15')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Inscripción completa de ${confirmation.datos.nombres}` })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.authorization).toBe('Bearer id-token-of-staff-1');
    expect(posts[0]?.body).toMatchObject({
      tipoRegistro: 2,
      codigoModalidad: '21K',
      rama: 'F',
      codigoCategoria: 1,
      datos: { correo: 'ana@example.mx', nombres: 'Ana', fechaNacimiento: '1990-03-15' },
      campos: { talla: 'M', marca: '01:30', contacto: 'Luis', nota: 'Recibo 88' },
    });
    expect(posts[0]?.body).not.toHaveProperty('codigoDescuento');
    expect(screen.getByRole('link', { name: /Ver confirmación/ })).toHaveAttribute('href', `/detalle-inscrito?event=${EVENT_ID}&registry=reg-123`);

    await user.click(screen.getByRole('button', { name: 'Registrar a otra persona' }));
    expect(await screen.findByLabelText('Correo *')).toHaveValue('');
  });

  it("shows the server's field messages next to the code and the field they concern", TYPING, async () => {
    const refusal = { code: 'DISCOUNT_INVALID', message: 'Código inválido', fields: { codigoDescuento: 'Código inválido', 'campos.nota': 'Escribe el número de recibo' } };
    const { user, calls } = renderTab({ status: 400, body: refusal });
    await fillOrder(user);
    await user.click(screen.getByLabelText('Código de inscripción'));

    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findAllByText('Campo requerido')).not.toHaveLength(0);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Código de inscripción/ }), 'NOEXISTE');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido');
    expect(screen.getByRole('textbox', { name: /Código de inscripción/ })).toHaveAccessibleDescription(expect.stringContaining('Código inválido'));
    expect(screen.getByLabelText('Nota interna')).toHaveAccessibleDescription(expect.stringContaining('Escribe el número de recibo'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ tipoRegistro: 3, codigoDescuento: 'NOEXISTE' });
  });
});
