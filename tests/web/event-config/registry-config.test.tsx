import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderTab, sends, someConfig, stubConfigApi } from './render-tab';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const saveButton = () => screen.getByRole('button', { name: 'Guardar configuración' });

async function openModalities(user: ReturnType<typeof renderTab>['user']) {
  await user.click(await screen.findByText('Modalidades: precios, folios y productos'));
  return within(screen.getByRole('group', { name: '21K' }));
}

describe('Configuración tab: the registry configuration', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('shows a modality price in pesos and saves what is typed as integer cents', async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7/registration-config': ({ body }) => ({ status: 200, body }) });
    const { user } = renderTab();
    const modality = await openModalities(user);
    const price = modality.getByLabelText('Precio base (pesos)');
    expect(price).toHaveValue('650');

    await user.clear(price);
    await user.type(price, '700.50');
    await user.click(saveButton());

    expect(await screen.findByText('Configuración de inscripciones guardada')).toBeInTheDocument();
    const [put] = sends(calls);
    expect(put).toMatchObject({ method: 'PUT', path: '/api/events/7/registration-config' });
    expect(put?.body).toMatchObject({
      configModalidad: { '21K': { precio: { preventa_1: { precio_1: 70_050 } }, folios: { capacidad: 3000, inicio: 1 } } },
      formasDePago: { comisionGlobal: 0.07 },
    });
    expect(put?.body).toEqual({ ...someConfig(), configModalidad: { '21K': { ...someConfig().configModalidad['21K'], precio: { preventa_1: { precio_1: 70_050 }, listaPrecios: {} } } } });
  });

  it('saves a price window on the event clock and its price in cents under its price key', async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7/registration-config': ({ body }) => ({ status: 200, body }) });
    const { user } = renderTab();
    const modality = await openModalities(user);

    await user.click(modality.getByRole('button', { name: 'Agregar clave de precio' }));
    await user.type(modality.getByLabelText('Clave de precio (precioKey)'), 'elite');
    await user.type(modality.getByLabelText('Desde'), '2026-01-01T00:00');
    await user.type(modality.getByLabelText('Hasta'), '2026-02-01T00:00');
    await user.type(modality.getByLabelText('Precio (pesos)'), '900');
    await user.click(saveButton());

    expect(await screen.findByText('Configuración de inscripciones guardada')).toBeInTheDocument();
    expect(sends(calls)[0]?.body).toMatchObject({
      configModalidad: { '21K': { precio: { listaPrecios: { elite: [{ desde: '2026-01-01T06:00:00.000Z', hasta: '2026-02-01T06:00:00.000Z', precio: 90_000 }] } } } },
    });
  });

  it('says what is wrong beside the field, in Spanish, and sends nothing', async () => {
    const calls = stubConfigApi();
    const { user } = renderTab();
    const modality = await openModalities(user);
    const price = modality.getByLabelText('Precio base (pesos)');

    await user.clear(price);
    await user.type(price, 'seiscientos');
    await user.click(saveButton());

    await vi.waitFor(() => expect(price).toHaveAccessibleDescription(expect.stringContaining('Escribe un número válido')));
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados:');
    expect(sends(calls)).toEqual([]);
  });

  it("puts the schema's own words on a window that ends before it starts", async () => {
    const calls = stubConfigApi();
    const { user } = renderTab();
    const modality = await openModalities(user);

    await user.click(modality.getByRole('button', { name: 'Agregar clave de precio' }));
    await user.type(modality.getByLabelText('Clave de precio (precioKey)'), 'elite');
    await user.type(modality.getByLabelText('Desde'), '2026-02-01T00:00');
    await user.type(modality.getByLabelText('Hasta'), '2026-01-01T00:00');
    await user.type(modality.getByLabelText('Precio (pesos)'), '900');
    await user.click(saveButton());

    await vi.waitFor(() => expect(modality.getByLabelText('Hasta')).toHaveAccessibleDescription('La fecha hasta debe ser posterior a desde'));
    expect(sends(calls)).toEqual([]);
  });

  it("shows the API's 400 field messages on the fields they name", async () => {
    stubConfigApi({
      'PUT /api/events/7/registration-config': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Datos inválidos, revisa el formulario', fields: { 'configModalidad.21K.folios.inicio': 'Los folios se cruzan con los de 10K' } },
      },
    });
    const { user } = renderTab();
    const modality = await openModalities(user);

    await user.click(saveButton());

    await vi.waitFor(() => expect(modality.getByLabelText('Primer folio')).toHaveAccessibleDescription('Los folios se cruzan con los de 10K'));
  });

  it('previews the public form without the fields hidden in public registration', async () => {
    stubConfigApi();
    const { user } = renderTab();
    const preview = within(await screen.findByRole('region', { name: 'Vista previa del formulario público' }));

    expect(preview.getByLabelText('Talla de playera *')).toBeInTheDocument();
    expect(preview.getByLabelText('Apellidos *')).toBeInTheDocument();
    expect(preview.queryByLabelText('Notas internas')).not.toBeInTheDocument();

    await user.click(screen.getByText('Formulario general'));
    const shirt = within(screen.getByRole('group', { name: 'Campo 1: Talla de playera' }));
    await user.click(shirt.getByRole('checkbox', { name: 'Ocultar en la inscripción pública' }));
    await user.click(screen.getByRole('checkbox', { name: 'Separar apellidos (Apellido Paterno y Apellido Materno)' }));

    expect(preview.queryByLabelText('Talla de playera *')).not.toBeInTheDocument();
    expect(preview.getByText('El formulario general no tiene campos visibles para el público.')).toBeInTheDocument();
    expect(preview.getByLabelText('Apellido Paterno *')).toBeInTheDocument();
  });
});
