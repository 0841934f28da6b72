import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationRequest } from '@shared/registration/registration-api';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { aCreatedRegistration, anOrder, aView } from './support-flow/flow-fixtures';
import { holdRequests } from './support-flow/hold-requests';
import { renderFlow, seedFlow, storedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const atEmail = { step: 'correo' as const, codigoModalidad: '21K', campos: { talla: 'M', marca: '01:30', contacto: 'Luis', nota: 'no se envía' }, tkl: 'promo-radio' };
const viewRoute = { 'GET /api/events/7/registration': { status: 200, body: aView() } };
const discountPath = 'POST /api/events/7/registrations/discount';

async function confirmEmail(user: ReturnType<typeof renderFlow>['user'], typed = 'ANA@example.mx') {
  await user.type(await screen.findByLabelText('Confirma tu correo'), typed);
  await user.click(screen.getByRole('button', { name: 'Confirmar correo' }));
}

describe('registration flow: e-mail confirmation and discount code', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
  });

  it('shows the discount code and Continuar only once the e-mail is confirmed', async () => {
    stubApi(viewRoute);
    seedFlow(atEmail);
    const { user } = renderFlow();
    await screen.findByLabelText('Confirma tu correo');
    expect(screen.queryByLabelText('Código de descuento')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();

    await confirmEmail(user, 'otra@example.mx');
    expect(await screen.findByText('Los correos no coinciden')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirma tu correo'));
    await confirmEmail(user);
    expect(await screen.findByText('Correo confirmado: ana@example.mx')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de descuento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('asks for the code before checking it', async () => {
    const calls = stubApi(viewRoute);
    seedFlow({ ...atEmail, correoConfirmado: true });
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Aplicar código' }));

    expect(await screen.findByText('Campo requerido')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('applies a valid code once: the server text, "Código aplicado" and the discount line', async () => {
    const calls = stubApi({ ...viewRoute, [discountPath]: { status: 200, body: { valid: true, text: 'Descuento de $50.00 MXN aplicado', amount: 5000 } } });
    seedFlow({ ...atEmail, correoConfirmado: true, productos: [{ codigoProducto: 'medalla', cantidad: 1 }] });
    const { user } = renderFlow();
    await user.type(await screen.findByLabelText('Código de descuento'), 'corredor10');

    await user.click(screen.getByRole('button', { name: 'Aplicar código' }));

    expect(await screen.findByText('Descuento de $50.00 MXN aplicado')).toBeInTheDocument();
    expect(screen.getByText('Código aplicado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar código' })).not.toBeInTheDocument();
    const discountRow = within(screen.getByRole('table', { name: 'Estado de cuenta' })).getByText('corredor10').closest('tr') as HTMLElement;
    expect(discountRow).toHaveTextContent('-$50.00 MXN');
    expect(screen.getByText('Total: $642.00 MXN')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/events/7/registrations/discount')?.body).toEqual({
      codigo: 'corredor10',
      correo: 'ana@example.mx',
      datos: { fechaNacimiento: '1990-03-15', genero: 'F' },
      moneda: 'MXN',
      codigoModalidad: '21K',
      rama: 'F',
      codigoCategoria: 1,
      productos: [{ codigoProducto: 'medalla', cantidad: 1 }],
    });
  });

  it("removes an applied code with 'Quitar código': no discount line, and the registration goes without it", async () => {
    const calls = stubApi({ ...viewRoute, 'POST /api/events/7/registrations': { status: 201, body: aCreatedRegistration() } });
    seedFlow({ ...atEmail, correoConfirmado: true, descuento: { codigo: 'CORREDOR10', monto: 5000 } });
    const { user } = renderFlow();
    expect(await screen.findByText('Código aplicado')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Estado de cuenta' })).getByText('CORREDOR10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar código' }));

    expect(screen.queryByText('Código aplicado')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Estado de cuenta' })).queryByText('CORREDOR10')).not.toBeInTheDocument();
    expect(screen.getByText('Total: $535.00 MXN')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de descuento')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Aplicar código' })).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.descuento).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('codigoDescuento');
  });

  it('toasts the server text for an invalid code and keeps the apply button', async () => {
    stubApi({ ...viewRoute, [discountPath]: { status: 200, body: { valid: false, text: 'Código inválido', amount: 0 } } });
    seedFlow({ ...atEmail, correoConfirmado: true });
    const { user } = renderFlow();
    await user.type(await screen.findByLabelText('Código de descuento'), 'NOEXISTE');

    await user.click(screen.getByRole('button', { name: 'Aplicar código' }));

    expect(await screen.findByText('Código inválido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar código' })).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.descuento).toBeNull());
  });

  it('says "Código inválido, intente de nuevo: " when the check itself fails', async () => {
    stubApi({ ...viewRoute, [discountPath]: { status: 500, body: { code: 'INTERNAL', message: 'Ocurrió un error inesperado, intenta de nuevo' } } });
    seedFlow({ ...atEmail, correoConfirmado: true });
    const { user } = renderFlow();
    await user.type(await screen.findByLabelText('Código de descuento'), 'CORREDOR10');

    await user.click(screen.getByRole('button', { name: 'Aplicar código' }));

    expect(await screen.findByText('Código inválido, intente de nuevo: Ocurrió un error inesperado, intenta de nuevo')).toBeInTheDocument();
  });

  it('saves the registration once per double click, with the shown fields, the code and the tracking link', async () => {
    const calls = stubApi({ ...viewRoute, 'POST /api/events/7/registrations': { status: 201, body: aCreatedRegistration(anOrder(48_150)) } });
    const release = holdRequests('POST /api/events/7/registrations');
    seedFlow({ ...atEmail, correoConfirmado: true, descuento: { codigo: 'CORREDOR10', monto: 5000 } });
    const { user } = renderFlow();

    await user.dblClick(await screen.findByRole('button', { name: 'Continuar' }));
    release();

    expect(await screen.findByText('Total a pagar: $481.50 MXN')).toBeInTheDocument();
    const posts = calls.filter((call) => call.path === '/api/events/7/registrations');
    expect(posts).toHaveLength(1);
    const request = posts[0]?.body as RegistrationRequest;
    expect(request.intento).toMatch(/^[0-9a-f-]{36}$/);
    expect(request).toMatchObject({
      datos: { nombres: 'Ana', fechaNacimiento: '1990-03-15', genero: 'F' },
      moneda: 'MXN',
      codigoModalidad: '21K',
      rama: 'F',
      codigoCategoria: 1,
      campos: { talla: 'M', marca: '01:30', contacto: 'Luis' },
      productos: [],
      codigoDescuento: 'CORREDOR10',
      tkl: 'promo-radio',
    });
    await vi.waitFor(() => expect(storedFlow()?.registro?.registroId).toBe('reg-123'));
  });

  it('toasts the server message when the registration is refused', async () => {
    stubApi({ ...viewRoute, 'POST /api/events/7/registrations': { status: 409, body: { code: 'SOLD_OUT', message: 'AGOTADO: la modalidad ya no tiene lugares' } } });
    seedFlow({ ...atEmail, correoConfirmado: true });
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('AGOTADO: la modalidad ya no tiene lugares')).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.step).toBe('correo'));
  });
});
