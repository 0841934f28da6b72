// The 'Formularios' tab of the event admin: one form's submissions newest first on the event's
// clock, 'Mostrar más' from the cursor, another form picked, and its CSV saved by the browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryModalities } from '@shared/registration/form-fields';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import type { FormSubmission, SubmissionsCsv } from '@shared/sites/form-submission-api';
import { FormSubmissionsTab } from '@web/features/event-admin/form-submissions-tab';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const config = registryConfigSchema.parse({
  gruposFormularios: {
    contacto: [
      { campo: 'nombre', etiqueta: 'Nombre', iDCampo: 'nombre', tipoCampo: 'text', validacion: 'Requerido' },
      { campo: 'tema', etiqueta: 'Tema', iDCampo: 'tema', tipoCampo: 'Select', valor: [{ texto: 'Patrocinio', valor: 'patro' }] },
      { campo: 'boletin', etiqueta: 'Boletín', iDCampo: 'boletin', tipoCampo: 'checkbox' },
    ],
    prensa: [{ campo: 'medio', etiqueta: 'Medio', iDCampo: 'medio', tipoCampo: 'text' }],
  },
});

const submission = (id: number, campos: FormSubmission['campos'], formId = 'contacto'): FormSubmission => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  formId,
  fecha: `2026-03-0${id}T18:30:00.000Z`,
  campos,
});

const base = '/api/events/7/forms/submissions';
const CURSOR = '2026-03-02T18:30:00.000Z|00000000-0000-4000-8000-000000000002';

function renderTab(modalidades: CategoryModalities = []) {
  const user = setUpUser();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FormSubmissionsTab eventId={7} zonaHoraria="America/Mexico_City" modalidades={modalidades} />
    </QueryClientProvider>,
  );
  return { user };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('FormSubmissionsTab', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the first form's submissions newest first on the event's clock, then more from the cursor", async () => {
    const calls = stubApi({
      'GET /api/events/7/registration-config': { status: 200, body: config },
      [`GET ${base}?form=contacto`]: { status: 200, body: { submissions: [submission(3, { nombre: 'Ana', tema: 'patro', boletin: true }), submission(2, { nombre: 'Beto' })], cursor: CURSOR } },
      [`GET ${base}?form=contacto&cursor=${encodeURIComponent(CURSOR)}`]: { status: 200, body: { submissions: [submission(1, { nombre: 'Carla' })] } },
    });
    const { user } = renderTab();

    const table = await screen.findByRole('table', { name: 'Respuestas del formulario contacto' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fecha', 'Nombre', 'Tema', 'Boletín']);
    expect(bodyRows(table)).toEqual(['3 de marzo de 2026 a las 12:30AnaPatrocinioSí', '2 de marzo de 2026 a las 12:30Beto']);

    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));

    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    expect(bodyRows(table)[2]).toBe('1 de marzo de 2026 a las 12:30Carla');
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith(base)).map((call) => call.authorization)).toEqual(['Bearer id-token-of-user-1', 'Bearer id-token-of-user-1']);
  });

  it('lists only the groups web forms use: a group a category points at is a registration group, not a form', async () => {
    const withElite = registryConfigSchema.parse({
      gruposFormularios: { elite: [{ campo: 'marca', etiqueta: 'Mejor marca', iDCampo: 'marca', tipoCampo: 'text' }], ...config.gruposFormularios },
    });
    stubApi({
      'GET /api/events/7/registration-config': { status: 200, body: withElite },
      [`GET ${base}?form=contacto`]: { status: 200, body: { submissions: [submission(5, { nombre: 'Dora' })] } },
    });
    const eliteCategory = { codigo: 1, nombreCategoria: 'Élite', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: false, hide: false, camposAdicionalesKey: 'elite' };
    renderTab([{ ramaCat: { rama_F: { categorias: [eliteCategory] } } }]);

    expect(await screen.findByRole('table', { name: 'Respuestas del formulario contacto' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Formulario')).getAllByRole('option').map((option) => option.textContent)).toEqual(['contacto', 'prensa']);
  });

  it('lists another form once it is picked, and says when a form has no answers yet', async () => {
    stubApi({
      'GET /api/events/7/registration-config': { status: 200, body: config },
      [`GET ${base}?form=contacto`]: { status: 200, body: { submissions: [] } },
      [`GET ${base}?form=prensa`]: { status: 200, body: { submissions: [submission(4, { medio: 'Radio Puebla' }, 'prensa')] } },
    });
    const { user } = renderTab();
    expect(await screen.findByText('Aún no hay respuestas de este formulario')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Formulario'), 'prensa');

    const table = await screen.findByRole('table', { name: 'Respuestas del formulario prensa' });
    expect(bodyRows(table)).toEqual(['4 de marzo de 2026 a las 12:30Radio Puebla']);
  });

  it("saves the form's CSV under the server's file name, and says when it holds only the newest", async () => {
    const csv: SubmissionsCsv = { nombreArchivo: 'Carrera - contacto 2026-03-05.csv', csv: '\uFEFFNombre,Tema,Boletín,Fecha\r\nAna,Patrocinio,Sí,2026-03-03 12:30:00\r\n', filas: 1, truncado: true };
    stubApi({
      'GET /api/events/7/registration-config': { status: 200, body: config },
      [`GET ${base}?form=contacto`]: { status: 200, body: { submissions: [submission(3, { nombre: 'Ana' })] } },
      [`GET ${base}/csv?form=contacto`]: { status: 200, body: csv },
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: 'Descargar CSV' }));

    expect(await screen.findByText('El CSV trae solo las 1 respuestas más recientes')).toBeInTheDocument();
    expect(names).toEqual(['Carrera - contacto 2026-03-05.csv']);
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0]!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('sends the organizer to Configuración when the event has no field groups', async () => {
    stubApi({ 'GET /api/events/7/registration-config': { status: 200, body: registryConfigSchema.parse({}) } });
    renderTab();
    expect(await screen.findByText(/El evento no tiene formularios para la web/)).toBeInTheDocument();
  });
});
