import { act, screen, waitFor, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ACTIONS, may, type EventAccess, type MyEventAccess } from '@shared/registration/admin-permissions';
import type { RegistrantDetail, RegistrantPage } from '@shared/registration/registrant-admin-api';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';
import { aModality, anEvent, someSections } from '../events-console/event-fixtures';
import { leftOffPaper } from '../support/print-rules';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
const subscribe = vi.hoisted(() => vi.fn((_topic: string, _onMessage: unknown, _options: unknown) => () => undefined));
vi.mock('@web/lib/live-socket', () => ({ subscribe }));

const accessOf = (access: EventAccess): MyEventAccess => ({ access, actions: ADMIN_ACTIONS.filter((action) => may(access, action)), userId: 'user-1' });

function aRegistrant(overrides: Partial<RegistrantDetail> = {}): RegistrantDetail {
  return {
    registroId: '11111111-1111-4111-8111-111111111111',
    numero: 101,
    nombres: 'José',
    apellidos: 'Núñez Ortega',
    correo: 'jose@prueba.mx',
    telefono: '5512345678',
    fechaNacimiento: '1990-05-01',
    genero: 'M',
    modalidad: '21K',
    descripcionModalidad: 'Medio maratón',
    rama: 'V',
    categoria: 1,
    nombreCategoria: 'Libre',
    usuarioRegistra: 'No registrado',
    tipoRegistro: 1,
    fechaRegistro: '2026-02-10T15:00:00.000Z',
    serverTime: '2026-02-10T14:59:00.000Z',
    borrado: false,
    liberado: false,
    lista: 'completo',
    statusPago: { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea', fechaPago: '2026-02-10T15:00:00.000Z', serverTime: '2026-02-10T15:00:00.000Z', idOperacion: 'ord_1', amount: 48150 },
    order: { moneda: 'MXN', lines: [{ code: 'insc', name: 'Inscripción', description: 'Medio maratón', quantity: 1, unit_price: 45000 }], subtotal: 45000, discount: 0, fee: 3150, total: 48150, totalPesos: 48150 },
    campos: {},
    productos: [],
    monedaAUsar: 'MXN',
    revision: 3,
    changesRegistry: [],
    mails: [{ date: '2026-02-10T15:00:01.000Z', subject: 'Inscripción confirmada y pago recibido', tipoCorreo: 4 }],
    tkl: 'direct',
    reembolsar: false,
    ...overrides,
  };
}

const page = (registrants: RegistrantDetail[], antes?: string): RegistrantPage => ({ registrants, usuarios: {}, ...(antes ? { antes } : {}) });

function stubAdmin(access: EventAccess, extra: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  const modality = aModality({ ramaCat: { rama_V: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200 }] } } });
  return stubApi({
    'GET /api/me': { status: 200, body: aProfile() },
    'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections({ modalidades: [modality] }) } },
    'GET /api/events/7/my-access': { status: 200, body: accessOf(access) },
    'GET /api/events/7/registration-config': { status: 200, body: registryConfigSchema.parse({}) },
    'GET /api/events/7/registrants?filtro=1': { status: 200, body: page([aRegistrant()], '2026-02-10T14:59:00.000Z|11111111-1111-4111-8111-111111111111') },
    ...extra,
  });
}

/** The admin route is a big lazy module: its first render in jsdom takes seconds. */
const slow = { timeout: 40_000 };

/** The console's registrants table and José's detail opened from it: the table's column names and the dialog. */
async function registrantDetail(): Promise<{ headers: (string | null)[]; dialog: HTMLElement }> {
  const user = setUpUser();
  renderApp('/eventos-organizador/evento_7');
  const table = await screen.findByTestId('ingresos-table', {}, slow);
  const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
  await user.click(within(table).getByRole('button', { name: 'José' }));
  return { headers, dialog: await screen.findByTestId('registrant-dialog') };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the event admin screen (/eventos-organizador/evento_{id})', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    subscribe.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("says 'Cargando Datos ...' until the profile is known, then shows only an inscriptor's tabs", async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const pending = new Promise<ApiAnswer>((resolve) => (answer = resolve));
    stubAdmin('inscriptor', { 'GET /api/events/7/my-access': () => ({ status: 200, body: accessOf('inscriptor') }) });
    const fetchStub = globalThis.fetch as ReturnType<typeof vi.fn>;
    const original = fetchStub.getMockImplementation() as (input: string, init?: RequestInit) => Promise<Response>;
    fetchStub.mockImplementation(async (input: string, init?: RequestInit) => {
      if (input === '/api/events/7/my-access') {
        const { status, body } = await pending;
        return new Response(JSON.stringify(body), { status });
      }
      return original(input, init);
    });
    renderApp('/eventos-organizador/evento_7');
    expect(await screen.findByText('Cargando Datos ...', {}, slow)).toBeInTheDocument();
    answer({ status: 200, body: accessOf('inscriptor') });
    await waitFor(() => expect(tabNames()).toEqual(['Formulario', 'Ingresos', 'Dashboard']), slow);
  });

  it('shows every tab to a master, lists the registrants and follows their private topic with a ticket', async () => {
    stubAdmin('master');
    renderApp('/eventos-organizador/evento_7');
    const table = await screen.findByTestId('ingresos-table', {}, slow);
    expect(tabNames()).toEqual(['Formulario', 'Ingresos', 'Dashboard', 'Configuración', 'Web del evento', 'Revisión de lecturas', 'Usuarios autorizados', 'Folios borrados', 'Lista de espera', 'Formularios']);
    expect(within(table).getByRole('button', { name: 'José' })).toBeInTheDocument();
    expect(within(table).getByText('Pagado con tarjeta')).toBeInTheDocument();
    // The row's action comes first, so a phone reaches it without scrolling the columns.
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Detalle');
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]).toContainElement(within(table).getByRole('button', { name: 'Ver registro del folio 101' }));
    expect(subscribe).toHaveBeenCalledWith('registrants:7', expect.any(Function), expect.objectContaining({ ticket: expect.any(Function) }));
  });

  it('searches by name only past 2 characters, and asks for 200 more before the cursor', async () => {
    const calls = stubAdmin('master', {
      'GET /api/events/7/registrants?filtro=1&q=jose': { status: 200, body: page([aRegistrant()]) },
      'GET /api/events/7/registrants?filtro=1&antes=2026-02-10T14%3A59%3A00.000Z%7C11111111-1111-4111-8111-111111111111': { status: 200, body: page([aRegistrant({ registroId: '22222222-2222-4222-8222-222222222222', nombres: 'Ana' })]) },
    });
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    await screen.findByTestId('ingresos-table', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Mostrar registros anteriores' }));
    expect(await screen.findByRole('button', { name: 'Ana' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre o Número'), 'jo');
    expect(calls.some((call) => call.path.includes('q=jo&') || call.path.endsWith('q=jo'))).toBe(false);
    await user.type(screen.getByLabelText('Nombre o Número'), 'se');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/events/7/registrants?filtro=1&q=jose')).toBe(true));
  });

  it('keeps the page asked for when a live notice arrives while it is read, and reads the list again after it', async () => {
    const earlier = '/api/events/7/registrants?filtro=1&antes=2026-02-10T14%3A59%3A00.000Z%7C11111111-1111-4111-8111-111111111111';
    const calls = stubAdmin('master', { [`GET ${earlier}`]: { status: 200, body: page([aRegistrant({ registroId: '22222222-2222-4222-8222-222222222222', nombres: 'Ana' })]) } });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchStub = globalThis.fetch as ReturnType<typeof vi.fn>;
    const original = fetchStub.getMockImplementation() as (input: string, init?: RequestInit) => Promise<Response>;
    fetchStub.mockImplementation(async (input: string, init?: RequestInit) => {
      if (input === earlier) await held;
      return original(input, init);
    });
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    await screen.findByTestId('ingresos-table', {}, slow);
    const firstPageReads = () => calls.filter((call) => call.path === '/api/events/7/registrants?filtro=1').length;
    const before = firstPageReads();
    await user.click(screen.getByRole('button', { name: 'Mostrar registros anteriores' }));
    const [, onMessage] = subscribe.mock.calls[0] as unknown as [string, (message: unknown) => void];
    // From the notice on, the screen's timers run on a fake clock the test moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onMessage({ topic: 'registrants:7', registroId: '33333333-3333-4333-8333-333333333333' });
    // Well past the notice's refresh delay, the page asked for is still being read: nothing cancelled it.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(firstPageReads()).toBe(before);
    release();
    // Once that page is read, the refresh put off reads the list again.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Ana' })).toBeInTheDocument();
    expect(firstPageReads()).toBe(before + 1);
  });

  it('edits a field on the revision it shows and toasts the change; a stale revision is told and reloaded', async () => {
    let edits = 0;
    const calls = stubAdmin('master', {
      'GET /api/events/7/registrants/11111111-1111-4111-8111-111111111111': { status: 200, body: aRegistrant() },
      'PATCH /api/events/7/registrants/11111111-1111-4111-8111-111111111111': () => {
        edits += 1;
        return edits === 1
          ? { status: 200, body: { registrant: aRegistrant({ nombres: 'José Luis', revision: 4 }), description: "Nombre: 'José' → 'José Luis'" } }
          : { status: 409, body: { code: 'STALE_REVISION', message: 'Otra persona modificó este registro mientras lo editabas.' } };
      },
    });
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    await user.click(await screen.findByRole('button', { name: 'José' }, slow));
    const dialog = await screen.findByTestId('registrant-dialog');
    expect(within(dialog).getByTestId('registrant-folio')).toHaveTextContent('101');
    expect(within(dialog).getByText('Liga de seguimiento: direct')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Editar Nombre' }));
    const input = within(dialog).getByLabelText('Nombre');
    await user.clear(input);
    await user.type(input, 'José Luis');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText("Nombre: 'José' → 'José Luis'")).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ revision: 3, campo: 'nombres', valor: 'José Luis' });

    await user.click(within(dialog).getByRole('button', { name: 'Editar Teléfono' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Otra persona modificó este registro mientras lo editabas.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toMatchObject({ revision: 4, campo: 'telefono' });
  });

  it("resends the confirmation with one press of 'si, reenviar', the answer to the question it shows", async () => {
    const registroId = '11111111-1111-4111-8111-111111111111';
    const calls = stubAdmin('master', {
      [`GET /api/events/7/registrants/${registroId}`]: { status: 200, body: aRegistrant() },
      [`POST /api/events/7/registrants/${registroId}/confirmation-mail`]: { status: 200, body: { registrant: aRegistrant({ revision: 4 }), description: 'Correo reenviado exitosamente!' } },
    });
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    await user.click(await screen.findByRole('button', { name: 'José' }, slow));
    const dialog = await screen.findByTestId('registrant-dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Correos enviados' }));
    expect(within(dialog).getByText('Reenviar correo de confirmación?')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'si, reenviar' })).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'si, reenviar' }));

    expect(await screen.findByText('Correo reenviado exitosamente!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/confirmation-mail'))).toHaveLength(1);
  });

  it("shows a category's field group as a column and an editable field, and no group only a form of the organizer's web uses", async () => {
    const elite = aModality({ ramaCat: { rama_V: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, camposAdicionalesKey: 'elite' }] } } });
    const config = registryConfigSchema.parse({
      gruposFormularios: {
        contacto: [{ campo: 'contactoMensaje', etiqueta: 'Mensaje', iDCampo: 'contactoMensaje', tipoCampo: 'text' }],
        elite: [{ campo: 'marca', etiqueta: 'Mejor marca', iDCampo: 'marca', tipoCampo: 'text' }],
      },
    });
    const registrant = aRegistrant({ campos: { marca: '38:20' } });
    stubAdmin('master', {
      'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections({ modalidades: [elite] }) } },
      'GET /api/events/7/registration-config': { status: 200, body: config },
      'GET /api/events/7/registrants?filtro=1': { status: 200, body: page([registrant]) },
      'GET /api/events/7/registrants/11111111-1111-4111-8111-111111111111': { status: 200, body: registrant },
    });
    const { headers, dialog } = await registrantDetail();
    expect(headers).toContain('Mejor marca');
    expect(headers).not.toContain('Mensaje');
    expect(await within(dialog).findByRole('button', { name: 'Editar Mejor marca' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Editar Mensaje' })).not.toBeInTheDocument();
  });

  it.each<[EventAccess, string, string]>([
    ['MasterCliente', 'hideMasterCliente', 'Alergias'],
    ['inscriptor', 'hideInscriptor', 'Nota interna'],
  ])("shows a %s neither the column nor the field its profile's flag hides", async (access, flag, hidden) => {
    const config = registryConfigSchema.parse({
      formulario: [
        { campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text' },
        { campo: 'oculto', etiqueta: hidden, iDCampo: 'oculto', tipoCampo: 'text', [flag]: true },
      ],
    });
    // As the API answers that profile: without the hidden field's value.
    const registrant = aRegistrant({ campos: { club: 'Los Pumas' } });
    stubAdmin(access, {
      'GET /api/events/7/registration-config': { status: 200, body: config },
      'GET /api/events/7/registrants?filtro=1': { status: 200, body: page([registrant]) },
      'GET /api/events/7/registrants/11111111-1111-4111-8111-111111111111': { status: 200, body: registrant },
    });
    const { headers, dialog } = await registrantDetail();
    expect(headers).toContain('Club');
    expect(headers).not.toContain(hidden);
    expect(await within(dialog).findByRole('button', { name: 'Editar Club' })).toBeInTheDocument();
    expect(within(dialog).queryByText(hidden)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: `Editar ${hidden}` })).not.toBeInTheDocument();
  });

  it("prints a registrant's sheet alone: no app bar, console tabs, footer or buttons, every tab of the sheet", async () => {
    stubAdmin('master', { 'GET /api/events/7/registrants/11111111-1111-4111-8111-111111111111': { status: 200, body: aRegistrant() } });
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    await user.click(await screen.findByRole('button', { name: 'Ver registro del folio 101' }, slow));
    const dialog = await screen.findByTestId('registrant-dialog');
    const folio = await within(dialog).findByTestId('registrant-folio');

    expect(leftOffPaper(folio)).toBe(false);
    expect(leftOffPaper(within(dialog).getByText('Datos del atleta inscrito'))).toBe(false);
    expect(leftOffPaper(document.querySelector('header')!)).toBe(true);
    expect(leftOffPaper(document.querySelector('footer')!)).toBe(true);
    expect(leftOffPaper(screen.getByRole('tablist', { name: 'Secciones del evento' }))).toBe(true);
    expect(leftOffPaper(screen.getByTestId('ingresos-table'))).toBe(true);
    for (const name of ['Imprimir', 'Cerrar', 'Borrar registro', 'Editar Nombre', 'Guardar cambios']) {
      expect(leftOffPaper(within(dialog).getByRole('button', { name })), name).toBe(true);
    }
    // The sheet's own tabs print one after the other, the tab bar left out.
    expect(leftOffPaper(within(dialog).getByRole('tablist'))).toBe(true);
    expect(leftOffPaper(within(dialog).getByText('Sin campos adicionales'))).toBe(false);
  });

  it("asks before 'Borrar registro' deletes, as 'liberar' does, and deletes nothing when the answer is no", async () => {
    const registroId = '11111111-1111-4111-8111-111111111111';
    const calls = stubAdmin('master', {
      [`GET /api/events/7/registrants/${registroId}`]: { status: 200, body: aRegistrant() },
      [`PUT /api/events/7/registrants/${registroId}/deletion`]: { status: 200, body: { registrant: aRegistrant({ borrado: true, revision: 4 }), description: 'Registro Borrado' } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    await user.click(await screen.findByRole('button', { name: 'José' }, slow));
    const dialog = await screen.findByTestId('registrant-dialog');
    const deletions = () => calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/deletion'));

    await user.click(await within(dialog).findByRole('button', { name: 'Borrar registro' }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('¿Borrar el registro de José Núñez Ortega (folio 101)?'));
    expect(deletions()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Borrar registro' }));
    expect(await screen.findByText('Registro Borrado')).toBeInTheDocument();
    expect(deletions().map((call) => call.body)).toEqual([{ revision: 3, borrado: true }]);
    confirm.mockRestore();
  });

  it("puts each row's action first in Folios borrados and Usuarios autorizados, where a phone reaches it", async () => {
    stubAdmin('master', {
      'GET /api/events/7/deleted-folios': { status: 200, body: { folios: [{ registroId: '11111111-1111-4111-8111-111111111111', numero: 101, nombre: 'José Núñez', modalidad: '21K', revision: 3 }] } },
      'GET /api/events/7/authorized-users': { status: 200, body: { users: [{ correo: 'caja@prueba.mx', userIdAuth: 'user-2', nombre: 'Pedro Caja', perfil: 'inscriptor', fechaAutoriza: '2026-02-01T00:00:00.000Z', status: 'ok' }] } },
    });
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    const firstCells = (table: HTMLElement) => [within(table).getAllByRole('columnheader')[0], within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]];

    await user.click(await screen.findByRole('tab', { name: 'Folios borrados' }, slow));
    const [folioHeader, folioCell] = firstCells(await screen.findByRole('table', { name: 'Folios de registros borrados' }));
    expect(folioHeader).toHaveTextContent('Acción');
    expect(within(folioCell!).getByRole('button', { name: 'liberar' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Usuarios autorizados' }));
    const [userHeader, userCell] = firstCells(await screen.findByRole('table', { name: 'Usuarios autorizados' }));
    expect(userHeader).toHaveTextContent('Acciones');
    expect(within(userCell!).getByRole('button', { name: 'Retirar' })).toBeInTheDocument();
  });

  it('checks the e-mail of a new authorization before sending it', async () => {
    const calls = stubAdmin('master', { 'GET /api/events/7/authorized-users': { status: 200, body: { users: [] } } });
    const user = setUpUser();
    renderApp('/eventos-organizador/evento_7');
    await user.click(await screen.findByRole('tab', { name: 'Usuarios autorizados' }, slow));
    await user.type(await screen.findByLabelText('Correo'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Ingresa una dirección de correo válida')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('answers "Usuario no autorizado para este evento" to someone without a role', async () => {
    stubAdmin('master', { 'GET /api/events/7/my-access': { status: 403, body: { code: 'FORBIDDEN', message: 'Usuario no autorizado para este evento' } } });
    renderApp('/eventos-organizador/evento_7');
    expect(await screen.findByText('Usuario no autorizado para este evento', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
