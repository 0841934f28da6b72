import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aModality, anEvent, someSections } from '../events-console/event-fixtures';
import { aConfig, renderTab, sends, someConfig, stubConfigApi } from './render-tab';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const savedAsSent = ({ body }: ApiCall) => ({ status: 200, body: { section: 'modalidades', data: body } });

async function openTab(user: ReturnType<typeof renderTab>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return within(screen.getByRole('tabpanel', { name }));
}

describe('Configuración tab: the event sections', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('edits a modality in its form and saves the section with PUT …/sections/modalidades', async () => {
    const withLists = aConfig({
      ...someConfig(),
      gruposFormularios: { elite: [{ campo: 'marca', iDCampo: 'marca', tipoCampo: 'text' }] },
      configModalidad: { '21K': { precio: { preventa_1: { precio_1: 65_000 }, listaPrecios: { elite: [{ desde: '2026-01-01T06:00:00.000Z', hasta: '2026-02-01T06:00:00.000Z', precio: 90_000 }] } }, folios: { capacidad: 3000 } } },
    });
    const calls = stubConfigApi({ 'GET /api/events/7/registration-config': { status: 200, body: withLists }, 'PUT /api/events/7/sections/modalidades': savedAsSent });
    const { user } = renderTab();
    const panel = await openTab(user, 'Modalidades');
    const modality = within(panel.getByRole('group', { name: 'Modalidad 1: 21K' }));

    await user.clear(modality.getByLabelText('Descripción'));
    await user.type(modality.getByLabelText('Descripción'), 'Medio maratón 2026');
    await user.click(modality.getByRole('button', { name: 'Agregar rama femenil' }));
    await user.click(modality.getByRole('button', { name: 'Agregar categoría' }));
    await user.type(modality.getByLabelText('Nombre'), 'Libre');
    // The names come from the Inscripciones tab: picked, never typed twice.
    const priceList = modality.getByLabelText('Lista de precios');
    expect(within(priceList).getAllByRole('option').map((option) => option.textContent)).toEqual(['Precio base de la modalidad', 'elite']);
    expect(within(modality.getByLabelText('Campos adicionales que llena')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ninguno', 'elite']);
    await user.selectOptions(priceList, 'elite');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Modalidades: guardado')).toBeInTheDocument();
    const [put] = sends(calls);
    expect(put?.path).toBe('/api/events/7/sections/modalidades');
    expect(put?.body).toEqual([
      expect.objectContaining({
        codigoModalidad: '21K',
        descripcionModalidad: 'Medio maratón 2026',
        ramaCat: { rama_F: { categorias: [expect.objectContaining({ nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, precioKey: 'elite' })] } },
      }),
    ]);
    expect((put?.body as { ramaCat: { rama_F: { categorias: object[] } } }[])[0]?.ramaCat.rama_F.categorias[0]).not.toHaveProperty('camposAdicionalesKey');
  });

  it("names the internal keys in words, takes a start's date and time in their own inputs, and starts a new one at the event's time", async () => {
    const calls = stubConfigApi({
      'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible: 2, fechaEvento: '2026-03-01', horaEvento: '20:00' }), sections: someSections({ modalidades: [aModality()] }) } },
      'PUT /api/events/7/sections/modalidades': savedAsSent,
    });
    const { user } = renderTab();
    const panel = await openTab(user, 'Modalidades');
    const modality = within(panel.getByRole('group', { name: 'Modalidad 1: 21K' }));

    expect(modality.getByRole('group', { name: 'Serie A: Élite' })).toBeInTheDocument();
    expect(modality.getByLabelText('Fecha de salida')).toHaveValue('2026-03-01');
    expect(modality.getByLabelText('Hora de salida')).toHaveAttribute('type', 'time');
    expect(modality.getByLabelText('Hora de salida')).toHaveValue('07:00');
    await user.click(modality.getByRole('button', { name: 'Agregar salida' }));
    const second = within(modality.getByRole('group', { name: 'Serie 2' }));
    expect(second.getByLabelText('Hora de salida')).toHaveValue('20:00');
    await user.type(second.getByLabelText('Serie'), '2');
    await user.click(modality.getByRole('button', { name: 'Agregar rama varonil' }));
    await user.click(modality.getByRole('button', { name: 'Agregar categoría' }));
    await user.type(modality.getByLabelText('Nombre'), 'Libre');
    expect(panel.queryByText(/precioKey|camposAdicionalesKey|iDCampo/)).not.toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Modalidades: guardado')).toBeInTheDocument();
    expect((sends(calls)[0]?.body as { hSalidas: unknown }[])[0]?.hSalidas).toEqual([
      { serie: 'A', descripcionSerie: 'Élite', hS: '2026-03-01 07:00:00' },
      { serie: '2', descripcionSerie: '', hS: '2026-03-01 20:00:00' },
    ]);
  });

  it('asks before a tab switch drops unsaved changes, and stays when the answer is no', async () => {
    stubConfigApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderTab();
    const panel = await openTab(user, 'Modalidades');
    await user.type(panel.getByLabelText('Descripción'), ' 2026');

    await user.click(screen.getByRole('tab', { name: 'Puntos de control' }));

    expect(confirm).toHaveBeenCalledWith('Hay cambios sin guardar en esta sección. ¿Salir sin guardarlos?');
    expect(screen.getByRole('tab', { name: 'Modalidades' })).toHaveAttribute('aria-selected', 'true');
    expect(panel.getByLabelText('Descripción')).toHaveValue('Medio maratón 2026');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('tab', { name: 'Puntos de control' }));
    expect(screen.getByRole('tab', { name: 'Puntos de control' })).toHaveAttribute('aria-selected', 'true');
    confirm.mockRestore();
  });

  it('asks the browser before the page is left with unsaved changes, and not once they are saved', async () => {
    stubConfigApi({ 'PUT /api/events/7/sections/modalidades': savedAsSent });
    const { user } = renderTab();
    const panel = await openTab(user, 'Modalidades');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);

    await user.type(panel.getByLabelText('Descripción'), ' 2026');
    expect(leave()).toBe(true);

    await user.click(panel.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Modalidades: guardado')).toBeInTheDocument();
    expect(leave()).toBe(false);
  });

  it("refuses an empty modality code with the schema's message, beside the field, and sends nothing", async () => {
    const calls = stubConfigApi();
    const { user } = renderTab();
    const panel = await openTab(user, 'Modalidades');
    const code = panel.getByLabelText('Código');

    await user.clear(code);
    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('Campo requerido'));
    expect(sends(calls)).toEqual([]);
  });

  it("shows the API's 400 message on the start time it names", async () => {
    stubConfigApi({
      'PUT /api/events/7/sections/modalidades': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Datos inválidos, revisa el formulario', fields: { '0.hSalidas.0.hS': 'Escribe fecha y hora como AAAA-MM-DD HH:MM:SS' } },
      },
    });
    const { user } = renderTab();
    const panel = await openTab(user, 'Modalidades');

    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    await vi.waitFor(() => expect(panel.getByLabelText('Hora de salida')).toHaveAccessibleDescription(expect.stringContaining('Escribe fecha y hora como AAAA-MM-DD HH:MM:SS')));
  });

  it("sets up the team report in 'Configuración de cronometraje': on, 1 to 20 finishers, by time or place, mixed or by branch", async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7/sections/timingConfig': ({ body }) => ({ status: 200, body: { section: 'timingConfig', data: body } }) });
    const { user } = renderTab();
    const panel = await openTab(user, 'Configuración de cronometraje');
    const size = panel.getByLabelText('Finalistas que cuentan por equipo (1 a 20)');
    expect(size).toHaveValue(3);

    await user.click(panel.getByLabelText('Publicar el reporte de equipos'));
    await user.clear(size);
    await user.type(size, '21');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(size).toHaveAccessibleDescription('Cuentan de 1 a 20 finalistas por equipo'));
    expect(sends(calls)).toEqual([]);

    await user.clear(size);
    await user.type(size, '5');
    await user.selectOptions(panel.getByLabelText('Puntuación'), 'Suma de lugares');
    await user.selectOptions(panel.getByLabelText('Equipos'), 'Por rama (varonil y femenil aparte)');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Configuración de cronometraje: guardado')).toBeInTheDocument();
    expect((sends(calls)[0]?.body as { equipos: object }).equipos).toEqual({ activo: true, integrantes: 5, puntuacion: 'lugar', agrupacion: 'porRama' });
  });

  it('keeps the JSON editor as "Avanzado (JSON)": it refuses broken JSON and saves valid JSON', async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7/sections/modalidades': savedAsSent });
    const { user } = renderTab();
    const panel = await openTab(user, 'Modalidades');

    await user.click(panel.getByRole('button', { name: 'Avanzado (JSON)' }));
    const editor = panel.getByRole('textbox', { name: 'Modalidades' });
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual([expect.objectContaining({ codigoModalidad: '21K' })]);

    await user.clear(editor);
    await user.paste('[{"codigoModalidad": "5K",}]');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('JSON inválido en la línea 1, columna 27');
    expect(sends(calls)).toEqual([]);

    const fiveK = [{ codigoModalidad: '5K', descripcionModalidad: 'Carrera 5K', kilometro: 5, hSalidas: [{ serie: 'A', hS: '2026-03-01 07:30:00' }], ramaCat: {} }];
    await user.clear(editor);
    await user.paste(JSON.stringify(fiveK));
    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Modalidades: guardado')).toBeInTheDocument();
    expect(sends(calls)).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/events/7/sections/modalidades', body: fiveK })]);
  });

  it("edits 'Textos personalizados' as labelled fields and key/value rows, not JSON, and leaves an empty text to its default", async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7/sections/customStrings': ({ body }) => ({ status: 200, body: { section: 'customStrings', data: body } }) });
    const { user } = renderTab();
    const panel = await openTab(user, 'Textos personalizados');
    expect(panel.queryByRole('textbox', { name: 'Textos personalizados' })).not.toBeInTheDocument();
    const evento = panel.getByLabelText('Rótulo sobre el nombre del evento');
    expect(evento).toHaveAccessibleDescription('Predeterminado: «Evento»');

    await user.type(evento, 'Carrera');
    await user.click(panel.getByRole('button', { name: 'Agregar texto' }));
    const row = within(panel.getByRole('group', { name: 'Texto 1' }));
    await user.type(row.getByLabelText('Clave'), 'patrocinador');
    await user.type(row.getByLabelText('Texto'), 'Con el apoyo de Deportes MX');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Textos personalizados: guardado')).toBeInTheDocument();
    expect(sends(calls)[0]?.body).toEqual({ evento: 'Carrera', patrocinador: 'Con el apoyo de Deportes MX' });
  });

  it("saves the event's own pixel and analytics ids with the rest of its data, after checking them", async () => {
    const calls = stubConfigApi({ 'PUT /api/events/7': ({ body }) => ({ status: 200, body: { ...(body as object), iDEvento: 7 } }) });
    const { user } = renderTab();
    const panel = await openTab(user, 'Seguimiento');
    const pixel = panel.getByLabelText('Pixel de Meta (Facebook)');

    await user.type(pixel, 'abc');
    await user.type(panel.getByLabelText('ID de Google Analytics'), 'G-EVENT777');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(pixel).toHaveAccessibleDescription('El pixel de Meta son solo números (de 5 a 20)'));
    expect(sends(calls)).toEqual([]);

    await user.clear(pixel);
    await user.type(pixel, '123456789012');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Identificadores guardados')).toBeInTheDocument();
    expect(sends(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/events/7',
        body: expect.objectContaining({ nombreEvento: 'Medio Maratón de la Ciudad', facebookPixel: '123456789012', gaId: 'G-EVENT777' }),
      }),
    ]);
    expect(sends(calls)[0]?.body).not.toHaveProperty('iDEvento');
  });
});
