import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import type { RegistrationRequest } from '@shared/registration/registration-api';
import { aCreatedRegistration, aView } from './support-flow/flow-fixtures';
import { renderFlow, seedFlow, storedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const at21K = { step: 'productos' as const, codigoModalidad: '21K', campos: { talla: 'M', marca: '01:30', contacto: 'Luis' } };
const statement = () => screen.getByRole('table', { name: 'Estado de cuenta' });
const rowNames = () =>
  within(statement())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('registration flow: extra products and the account statement', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
    stubApi({ 'GET /api/events/7/registration': { status: 200, body: aView() } });
  });

  it('lists the public products with image, description and price, and the statement with the online fee', async () => {
    seedFlow(at21K);
    renderFlow();

    expect(await screen.findByRole('heading', { name: 'Playera conmemorativa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Playera conmemorativa' })).toHaveAttribute('src', 'https://media.example.mx/playera.jpg');
    expect(screen.getByText('Playera técnica del evento')).toBeInTheDocument();
    expect(screen.getByText('Precio: $250.00 MXN')).toBeInTheDocument();
    expect(screen.queryByText('Producto de staff')).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Medio maratónLibre Femenil', 'Comisión OnLineComisión por registro y pago en linea']);
    expect(screen.getByText('Total: $535.00 MXN')).toBeInTheDocument();
  });

  it('refuses a second unit of a one-unit product with the spec toast, and removes it with − at 1', async () => {
    seedFlow(at21K);
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Agregar Medalla grabada' }));
    expect(rowNames()).toContain('Medalla grabada');
    expect(screen.getByText('Total: $695.50 MXN')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar otro Medalla grabada' }));
    expect(await screen.findByText('Este producto ya fue agregado y permite una sola unidad')).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.productos).toEqual([{ codigoProducto: 'medalla', cantidad: 1 }]));

    await user.click(screen.getByRole('button', { name: 'Quitar un Medalla grabada' }));
    expect(rowNames()).not.toContain('Medalla grabada');
    await vi.waitFor(() => expect(storedFlow()?.productos).toEqual([]));
    expect(screen.getByRole('button', { name: 'Agregar Medalla grabada' })).toBeInTheDocument();
  });

  it('adds a product with its own form only once that form is saved, up to its maximum', async () => {
    seedFlow(at21K);
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Agregar Playera conmemorativa' }));
    expect(await screen.findByText('Guarda primero los datos del producto para poder agregarlo')).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.productos).toEqual([]));

    await user.click(screen.getByRole('button', { name: 'Guardar datos del producto' }));
    expect(await screen.findByText('El campo Talla de la playera es un campo requerido')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Talla de la playera *'), 'CH');
    await user.click(screen.getByRole('button', { name: 'Guardar datos del producto' }));
    expect(await within(screen.getByRole('status')).findByText('Datos del producto guardados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar Playera conmemorativa' }));
    await user.click(screen.getByRole('button', { name: 'Agregar otro Playera conmemorativa' }));
    expect(screen.getByText('Cantidad: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar otro Playera conmemorativa' }));

    expect(await screen.findByText('Este producto máximo puede ser agredo 2 veces')).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.productos).toEqual([{ codigoProducto: 'playera', cantidad: 2 }]));
    await vi.waitFor(() => expect(storedFlow()?.productoCampos).toEqual({ playera: { tallaProducto: 'CH' } }));
  });

  it("locks a saved product form; 'Editar' makes it unsaved again, and the order waits for it to be saved with what it shows", async () => {
    const calls = stubApi({
      'GET /api/events/7/registration': { status: 200, body: aView() },
      'POST /api/events/7/registrations': { status: 201, body: aCreatedRegistration() },
    });
    seedFlow({ ...at21K, correoConfirmado: true });
    const { user } = renderFlow();
    await user.selectOptions(await screen.findByLabelText('Talla de la playera *'), 'CH');
    await user.click(screen.getByRole('button', { name: 'Guardar datos del producto' }));
    await user.click(screen.getByRole('button', { name: 'Agregar Playera conmemorativa' }));
    expect(screen.getByLabelText('Talla de la playera *')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar datos del producto' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar los datos de Playera conmemorativa' }));
    const talla = screen.getByLabelText('Talla de la playera *');
    expect(talla).toBeEnabled();
    expect(talla).toHaveValue('CH');
    await user.selectOptions(talla, 'M');
    expect(screen.getByText('Datos del producto sin guardar')).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.productoCampos).toEqual({}));
    await vi.waitFor(() => expect(storedFlow()?.productos).toEqual([{ codigoProducto: 'playera', cantidad: 1 }]));

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Guarda los datos de Playera conmemorativa para continuar')).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.step).toBe('productos'));

    await user.click(screen.getByRole('button', { name: 'Guardar datos del producto' }));
    expect(screen.getByLabelText('Talla de la playera *')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect((calls.find((call) => call.method === 'POST')?.body as RegistrationRequest).productos).toEqual([{ codigoProducto: 'playera', cantidad: 1, campos: { tallaProducto: 'M' } }]);
  });

  it('shows the products again, not the e-mail step, when a reload finds a product whose data is not saved', async () => {
    seedFlow({ ...at21K, step: 'correo', productos: [{ codigoProducto: 'playera', cantidad: 1 }] });
    renderFlow();

    expect(await screen.findByRole('heading', { name: 'Productos adicionales' })).toBeInTheDocument();
    expect(screen.getByLabelText('Talla de la playera *')).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Confirma tu correo' })).not.toBeInTheDocument();
  });

  it('keeps each amount of the statement on one line', async () => {
    seedFlow(at21K);
    renderFlow();

    expect(await screen.findByRole('cell', { name: '$500.00 MXN' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: '$35.00 MXN' })).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows prices in the chosen currency and the total in pesos when the currency asks for it', async () => {
    seedFlow({ ...at21K, moneda: 'USD' });
    renderFlow();

    expect(await screen.findByText('Precio: $12.50 USD')).toBeInTheDocument();
    expect(screen.getByText('Total: $26.75 USD')).toBeInTheDocument();
    expect(screen.getByText('Total en pesos mexicanos: $535.00 MXN')).toBeInTheDocument();
  });

  it('shows no products for a modality that hides them', async () => {
    stubApi({
      'GET /api/events/7/registration': { status: 200, body: aView({ modalidades: aView().modalidades.map((modality) => ({ ...modality, hideAditionalProducts: true })) }) },
    });
    seedFlow(at21K);
    renderFlow();

    expect(await screen.findByRole('table', { name: 'Estado de cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Productos adicionales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar/ })).not.toBeInTheDocument();
  });
});
