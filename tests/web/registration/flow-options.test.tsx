import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { aModality } from '../events-console/event-fixtures';
import { aView } from './support-flow/flow-fixtures';
import { chooseModality, renderFlow, seedFlow, storedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const categoryGroup = () => screen.getByRole('radiogroup', { name: 'Selecciona tu Categoría' });

describe('registration flow: modality, category and the registry form', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
    stubApi({ 'GET /api/events/7/registration': { status: 200, body: aView() } });
  });

  it('marks a sold-out modality AGOTADO and does not let it be chosen', async () => {
    seedFlow();
    const { user } = renderFlow();

    const soldOut = await screen.findByRole('button', { name: 'Carrera 5K · 5 km · AGOTADO' });
    expect(soldOut).toBeDisabled();
    await user.click(soldOut);
    await vi.waitFor(() => expect(storedFlow()?.codigoModalidad).toBeNull());
    expect(screen.getByRole('button', { name: 'Medio maratón · 21 km' })).toBeEnabled();
  });

  it('auto-selects the only category offered for her age and gender, marked as suggested', async () => {
    seedFlow();
    const { user } = renderFlow();
    await chooseModality(user, /^Medio maratón/);

    const options = within(categoryGroup()).getAllByRole('radio');
    expect(options).toHaveLength(1);
    expect(within(categoryGroup()).getByRole('radio', { name: 'Libre Femenil · Femenil · 18 a 49 años · $500.00 MXN (Sugerida para tu edad)' })).toBeChecked();
  });

  it('offers the mixed branch too, and chooses nothing when more than one category qualifies', async () => {
    seedFlow();
    const { user } = renderFlow();
    await chooseModality(user, /^Caminata 3K/);

    const names = within(categoryGroup())
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['Libre 3K · Femenil · Todas las edades · $0.00 MXN (Sugerida para tu edad)', 'Parejas · Mixto · Todas las edades · $0.00 MXN (Sugerida para tu edad)']);
    expect(within(categoryGroup()).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("shows each category's age range and its price in the chosen currency", async () => {
    const ranges = aModality({
      codigoModalidad: '21K',
      descripcionModalidad: 'Medio maratón',
      kilometro: 21,
      ramaCat: {
        rama_F: {
          categorias: [
            { codigo: 1, nombreCategoria: 'Submaster', edadDesde: 30, edadHasta: 59 },
            { codigo: 2, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200 },
            { codigo: 3, nombreCategoria: 'Elite', edadDesde: 18, edadHasta: 200, precioKey: 'elite' },
            { codigo: 4, nombreCategoria: 'Juvenil', edadDesde: 0, edadHasta: 17 },
          ],
        },
      },
    });
    const view = aView({ modalidades: [ranges], config: { configuracion: { ...aView().config.configuracion, categoriasInferiores: true } } });
    view.config.configModalidad['21K']!.precio.listaPrecios = { elite: [{ desde: '2020-01-01T00:00:00.000Z', hasta: '2090-01-01T00:00:00.000Z', precio: 90_000 }] };
    stubApi({ 'GET /api/events/7/registration': { status: 200, body: view } });
    seedFlow({ moneda: 'USD' });
    const { user } = renderFlow();
    await chooseModality(user, /^Medio maratón/);

    const names = within(categoryGroup())
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      'Submaster · Femenil · 30 a 59 años · $25.00 USD (Sugerida para tu edad)',
      'Libre · Femenil · Todas las edades · $25.00 USD',
      'Elite · Femenil · 18 y mayores · $45.00 USD',
      'Juvenil · Femenil · edades hasta 17 años · $25.00 USD',
    ]);
  });

  it('says so when no category fits her age and gender', async () => {
    seedFlow();
    const { user } = renderFlow();
    await chooseModality(user, /^Carrera 10K/);

    expect(await screen.findByText('La modalidad seleccionada no tiene categorias disponibles para su edad y genero')).toBeInTheDocument();
  });

  it('shows the general form, the category group and the modality groups, without fields hidden from the public', async () => {
    seedFlow();
    const { user } = renderFlow();
    expect(await screen.findByLabelText('Talla de playera *')).toBeInTheDocument();
    expect(screen.getByLabelText('Club')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nota interna/)).not.toBeInTheDocument();

    await chooseModality(user, /^Medio maratón/);
    expect(screen.getByLabelText('Marca personal *')).toBeInTheDocument();
    expect(screen.getByLabelText('Contacto de emergencia *')).toBeInTheDocument();

    await chooseModality(user, /^Caminata 3K/);
    expect(screen.queryByLabelText(/Campo de modalidad oculto/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Marca personal/)).not.toBeInTheDocument();
  });

  it('toasts the first missing field for 7 s and asks to review the required fields', async () => {
    seedFlow();
    const { user } = renderFlow();
    await chooseModality(user, /^Medio maratón/);
    await user.selectOptions(screen.getByLabelText('Talla de playera *'), 'M');
    await user.type(screen.getByLabelText('Marca personal *'), '1h30');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('El campo Marca personal es un campo requerido')).toBeInTheDocument();
    expect(screen.getByText('Revisa los campos requeridos')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu marca como HH:MM')).toBeInTheDocument();
    expect(screen.getAllByText('Campo requerido')).toHaveLength(1);
    await vi.waitFor(() => expect(storedFlow()?.step).toBe('opciones'));
  });

  it('asks for the modality first when none is chosen', async () => {
    seedFlow();
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('El campo Modalidad es un campo requerido')).toBeInTheDocument();
  });

  it('moves on to the products once everything required is filled', async () => {
    seedFlow();
    const { user } = renderFlow();
    await chooseModality(user, /^Medio maratón/);
    await user.selectOptions(screen.getByLabelText('Talla de playera *'), 'M');
    await user.type(screen.getByLabelText('Marca personal *'), '01:30');
    await user.type(screen.getByLabelText('Contacto de emergencia *'), 'Luis López');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Productos adicionales' })).toBeInTheDocument();
    await vi.waitFor(() => expect(storedFlow()?.campos).toEqual({ talla: 'M', marca: '01:30', contacto: 'Luis López' }));
  });

  it('clears modality, category and their fields when the gender changes, keeping the general form', async () => {
    seedFlow();
    const { user } = renderFlow();
    await user.type(await screen.findByLabelText('Club'), 'Corredores del Sur');
    await chooseModality(user, /^Medio maratón/);
    await user.type(screen.getByLabelText('Contacto de emergencia *'), 'Luis López');

    await user.click(screen.getByRole('button', { name: 'Regresar a los Datos' }));
    await user.selectOptions(await screen.findByLabelText('Género *'), 'M');
    await user.click(screen.getByRole('button', { name: 'Confirmar mis datos' }));

    expect(await screen.findByLabelText('Club')).toHaveValue('Corredores del Sur');
    expect(screen.getByRole('button', { name: 'Medio maratón · 21 km' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Selecciona tu Categoría' })).not.toBeInTheDocument();
    await chooseModality(user, /^Medio maratón/);
    expect(screen.getByLabelText('Contacto de emergencia *')).toHaveValue('');
    expect(within(categoryGroup()).getByRole('radio', { name: 'Libre Varonil · Varonil · 18 a 49 años · $500.00 MXN (Sugerida para tu edad)' })).toBeChecked();
  });

  it('keeps the choices when the data is confirmed again unchanged', async () => {
    seedFlow();
    const { user } = renderFlow();
    await chooseModality(user, /^Medio maratón/);

    await user.click(screen.getByRole('button', { name: 'Regresar a los Datos' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar mis datos' }));

    expect(await screen.findByRole('button', { name: 'Medio maratón · 21 km' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('clears the category when the modality changes', async () => {
    seedFlow();
    const { user } = renderFlow();
    await chooseModality(user, /^Caminata 3K/);
    await user.click(within(categoryGroup()).getByRole('radio', { name: /^Parejas/ }));
    await vi.waitFor(() => expect(storedFlow()?.categoria).toEqual({ rama: 'M', codigo: 5 }));

    await chooseModality(user, /^Medio maratón/);
    await chooseModality(user, /^Caminata 3K/);

    await vi.waitFor(() => expect(storedFlow()?.categoria).toBeNull());
    expect(within(categoryGroup()).getByRole('radio', { name: /^Parejas/ })).not.toBeChecked();
  });
});
