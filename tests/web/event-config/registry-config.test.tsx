import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderTab, sends, someConfig, stubConfigApi } from './render-tab';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const saveButton = () => screen.getByRole('button', { name: 'Guardar configuración' });

/** Every part is drawn at once, under its heading; the nav links to each. */
async function openModalities() {
  const section = await screen.findByRole('region', { name: 'Modalidades: precios, folios y productos' });
  return within(within(section).getByRole('group', { name: '21K' }));
}

describe('Configuración tab: the registry configuration', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('shows a modality price in pesos and saves what is typed as integer cents', async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7/registration-config': ({ body }) => ({ status: 200, body }) });
    const { user } = renderTab();
    const modality = await openModalities();
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
    const modality = await openModalities();

    await user.click(modality.getByRole('button', { name: 'Agregar lista de precios' }));
    await user.type(modality.getByLabelText('Nombre de la lista de precios'), 'elite');
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
    const modality = await openModalities();
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
    const modality = await openModalities();

    await user.click(modality.getByRole('button', { name: 'Agregar lista de precios' }));
    await user.type(modality.getByLabelText('Nombre de la lista de precios'), 'elite');
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
    const modality = await openModalities();

    await user.click(saveButton());

    await vi.waitFor(() => expect(modality.getByLabelText('Primer folio')).toHaveAccessibleDescription('Los folios se cruzan con los de 10K'));
  });

  it("closes registration with its switch and saves the opening and closing dates from the event's clock", async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7/registration-config': ({ body }) => ({ status: 200, body }) });
    const { user } = renderTab();
    const opening = within(await screen.findByRole('region', { name: 'Apertura y cierre' }));
    const open = opening.getByRole('switch', { name: 'Inscripciones abiertas' });
    expect(open).toBeChecked();

    await user.click(open);
    await user.type(opening.getByLabelText('Abren el (opcional)'), '2026-01-10T09:00');
    await user.type(opening.getByLabelText('Cierran el (opcional)'), '2026-01-05T09:00');
    await user.click(saveButton());
    await vi.waitFor(() => expect(opening.getByLabelText('Cierran el (opcional)')).toHaveAccessibleDescription(expect.stringContaining('El cierre de inscripciones debe ser posterior a la apertura')));
    expect(sends(calls)).toEqual([]);

    await user.clear(opening.getByLabelText('Cierran el (opcional)'));
    await user.click(saveButton());

    expect(await screen.findByText('Configuración de inscripciones guardada')).toBeInTheDocument();
    expect(sends(calls)[0]?.body).toMatchObject({ inscripciones: { abiertas: false, apertura: '2026-01-10T15:00:00.000Z' } });
    expect((sends(calls)[0]?.body as { inscripciones: object }).inscripciones).not.toHaveProperty('cierre');
  });

  it('previews the public form without the fields hidden in public registration', async () => {
    stubConfigApi();
    const { user } = renderTab();
    const preview = within(await screen.findByRole('region', { name: 'Vista previa del formulario público' }));

    expect(preview.getByLabelText('Talla de playera *')).toBeInTheDocument();
    expect(preview.getByLabelText('Apellidos *')).toBeInTheDocument();
    expect(preview.queryByLabelText('Notas internas')).not.toBeInTheDocument();

    const shirt = within(screen.getByRole('group', { name: 'Campo 1: Talla de playera' }));
    await user.click(shirt.getByRole('checkbox', { name: 'Ocultar en la inscripción pública' }));
    await user.click(screen.getByRole('checkbox', { name: 'Separar apellidos (Apellido Paterno y Apellido Materno)' }));

    expect(preview.queryByLabelText('Talla de playera *')).not.toBeInTheDocument();
    expect(preview.getByText('El formulario general no tiene campos visibles para el público.')).toBeInTheDocument();
    expect(preview.getByLabelText('Apellido Paterno *')).toBeInTheDocument();
  });
});
