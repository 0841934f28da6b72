import { screen, within } from '@testing-library/react';
import type { UserEvent } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@web/lib/tracking';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { anEvent, someSections } from '../events-console/event-fixtures';
import { aView, event } from './support-flow/flow-fixtures';
import { flowPath, renderFlow, storedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/tracking', () => ({ track: vi.fn(), initTracking: vi.fn() }));

const viewRoute = (view = aView()) => ({ 'GET /api/events/7/registration': { status: 200, body: view } });

async function fillData(user: UserEvent) {
  await user.type(await screen.findByLabelText('Correo *'), 'ana@example.mx');
  await user.type(screen.getByLabelText('Nombres *'), 'Ana');
  await user.type(screen.getByLabelText('Apellidos *'), 'López');
  await user.type(screen.getByLabelText('Teléfono *'), '5512345678');
  await user.selectOptions(screen.getByLabelText('Día'), '15');
  await user.selectOptions(screen.getByLabelText('Mes'), 'Marzo');
  await user.selectOptions(screen.getByLabelText('Año'), '1990');
  await user.selectOptions(screen.getByLabelText('Género *'), 'F');
}

describe('registration flow: the data step', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
    vi.mocked(track).mockClear();
  });

  it('opens from an "Inscripciones" button on upcoming events without their own web', async () => {
    stubApi({
      'GET /api/events?list=upcoming': { status: 200, body: { events: [event, anEvent({ iDEvento: 8, nombreEvento: 'Con web', eventoDisponible: 2, showWeb: true })] } },
      ...viewRoute(),
    });
    const { user } = renderFlow('/proximos-eventos');

    const buttons = await screen.findAllByRole('link', { name: 'Inscripciones' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAttribute('href', flowPath);
    await user.click(buttons[0] as HTMLElement);

    expect(await screen.findByRole('dialog', { name: 'Medio Maratón de la Ciudad' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Confirma los datos de registro' })).toBeInTheDocument();
  });

  it('offers "Inscripciones" on the upcoming event page', async () => {
    stubApi({ 'GET /api/events/7': { status: 200, body: { event, sections: someSections() } } });
    renderFlow('/proximos-eventos/evento_7');

    expect(await screen.findByRole('link', { name: 'Inscripciones' })).toHaveAttribute('href', flowPath);
  });

  it('says registrations are closed instead of showing the form when they are not open, and closes back to the event', async () => {
    stubApi(viewRoute(aView({ abierta: false })));
    const { user, router } = renderFlow();

    expect(await screen.findByText('Inscripciones cerradas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar mis datos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(router.state.location.pathname).toBe('/proximos-eventos/evento_7');
  });

  it('gives the spec messages for every missing or malformed field', async () => {
    stubApi(viewRoute());
    const { user } = renderFlow();
    await user.type(await screen.findByLabelText('Correo *'), 'ana @example.mx');
    await user.type(screen.getByLabelText('Teléfono *'), '55-1234');

    await user.click(screen.getByRole('button', { name: 'Confirmar mis datos' }));

    expect(await screen.findByText('Campo Requerido no puede incluir espacios')).toBeInTheDocument();
    expect(screen.getAllByText('Campo de requerido')).toHaveLength(2);
    expect(screen.getByText('Mínimo 10 dígitos (solo números)')).toBeInTheDocument();
    expect(screen.getByText('Revisa el formato (AAAA-MM-DD)')).toBeInTheDocument();
    expect(screen.getByText('Campo requerido')).toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith('Lead', expect.anything());
  });

  it('asks for Apellido Paterno and Apellido Materno when the event separates surnames', async () => {
    stubApi(viewRoute(aView({ config: { configuracion: { separarApellidos: true } } })));
    renderFlow();

    expect(await screen.findByLabelText('Apellido Paterno *')).toBeInTheDocument();
    expect(screen.getByLabelText('Apellido Materno *')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Apellidos/)).not.toBeInTheDocument();
  });

  it("marks every field of the data form required with '*' (docs/registration.md §5 Generic form rules)", async () => {
    stubApi(viewRoute());
    renderFlow();

    for (const label of ['Correo *', 'Nombres *', 'Apellidos *', 'Teléfono *', 'Género *']) expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Fecha de nacimiento *' })).toBeInTheDocument();
  });

  it('keeps Día, Mes and Año on one row, however narrow the screen', async () => {
    stubApi(viewRoute());
    renderFlow();

    const birthDate = await screen.findByRole('group', { name: /^Fecha de nacimiento/ });
    const row = within(birthDate).getByLabelText('Día').closest('.amplify-selectfield')?.parentElement;
    expect(row).toContainElement(within(birthDate).getByLabelText('Año'));
    expect(row).toHaveStyle({ flexWrap: 'nowrap' });
  });

  it('offers 101 birth years and the Spanish month names', async () => {
    stubApi(viewRoute());
    renderFlow();

    const years = within(await screen.findByLabelText('Año')).getAllByRole('option').filter((option) => (option as HTMLOptionElement).value !== '');
    expect(years).toHaveLength(101);
    expect(years[0]).toHaveTextContent(String(new Date().getFullYear()));
    expect(within(screen.getByLabelText('Mes')).getByRole('option', { name: 'Diciembre' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Día')).getAllByRole('option')).toHaveLength(32);
  });

  it('sends the Lead event with the tracking link and greets the registrant by name', async () => {
    stubApi(viewRoute());
    const { user } = renderFlow(`${flowPath}?tkl=promo-radio`);
    await fillData(user);

    await user.click(screen.getByRole('button', { name: 'Confirmar mis datos' }));

    expect(await screen.findByRole('heading', { name: 'Excelente Ana, Puedes continuar con el registro' })).toBeInTheDocument();
    // The fixture event names no tracking ids of its own: the platform's are used.
    expect(track).toHaveBeenCalledWith('Lead', { label: 'evento_7', tkl: 'promo-radio', event_name: 'Medio Maratón de la Ciudad' }, { pixelId: undefined, analyticsId: undefined });
    await vi.waitFor(() => expect(storedFlow()?.datos).toEqual({ correo: 'ana@example.mx', nombres: 'Ana', apellidos: 'López', telefono: '5512345678', fechaNacimiento: '1990-03-15', genero: 'F' }));
  });

  it("prefills the signed-in athlete's profile", async () => {
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    stubApi({ ...viewRoute(), 'GET /api/me': { status: 200, body: aProfile({ fechaNacimiento: '1990-03-05' }) } });
    renderFlow();

    await vi.waitFor(() => expect(screen.getByLabelText('Nombres *')).toHaveValue('Ana'));
    expect(screen.getByLabelText('Correo *')).toHaveValue('ana@example.mx');
    expect(screen.getByLabelText('Día')).toHaveValue('5');
    expect(screen.getByLabelText('Mes')).toHaveValue('3');
    expect(screen.getByLabelText('Género *')).toHaveValue('F');
  });

  it('keeps the flow across a reload, and the first tracking link', async () => {
    stubApi(viewRoute());
    const first = renderFlow(`${flowPath}?tkl=promo-radio`);
    await fillData(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirmar mis datos' }));
    await screen.findByRole('heading', { name: /Excelente Ana/ });
    first.unmount();

    const { user } = renderFlow();
    expect(await screen.findByRole('heading', { name: 'Excelente Ana, Puedes continuar con el registro' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regresar a los Datos' }));
    expect(await screen.findByLabelText('Nombres *')).toHaveValue('Ana');
    expect(screen.getByLabelText('Año')).toHaveValue('1990');
    await vi.waitFor(() => expect(storedFlow()?.tkl).toBe('promo-radio'));
  });
});
