import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscountGrant } from '@shared/registration/discount';
import type { CreatedGroupRegistration, GroupMember, GroupRegistrationRequest } from '@shared/registration/group-registration-api';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { ana, anOrder, aView } from './support-flow/flow-fixtures';
import { holdRequests } from './support-flow/hold-requests';
import { renderFlow, seedFlow, storedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const atEmail = { step: 'correo' as const, codigoModalidad: '21K', campos: { talla: 'M', marca: '01:30', contacto: 'Luis' }, correoConfirmado: true };
const viewRoute = { 'GET /api/events/7/registration': { status: 200, body: aView({ config: { descuentoGrupo: { porcentaje: 10, minimoAtletas: 3 } } }) } };
const groupPath = 'POST /api/events/7/group-registrations';

const beto: GroupMember = { datos: { ...ana, nombres: 'Beto', correo: 'beto@example.mx' }, moneda: 'MXN', codigoModalidad: '21K', rama: 'V', codigoCategoria: 1, campos: {}, productos: [] };
/** An athlete added to the group, without a discount code unless given. */
const added = (miembro: GroupMember, descuento: DiscountGrant | null = null) => ({ miembro, descuento });
const named = (nombres: string): GroupMember => ({ ...beto, datos: { ...beto.datos, nombres, correo: `${nombres.toLowerCase()}@example.mx` } });
const created: CreatedGroupRegistration = {
  grupoId: 'reg-ana',
  registroId: 'reg-ana',
  miembros: [
    { registroId: 'reg-ana', nombres: 'Ana', order: anOrder(48_150) },
    { registroId: 'reg-beto', nombres: 'Beto', order: anOrder(48_150) },
  ],
  total: { moneda: 'MXN', total: 96_300, totalPesos: 96_300 },
};

describe('registration flow: a group', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
  });

  it('adds the athlete to the group instead of saving it alone, and starts the next one from an empty form', async () => {
    const calls = stubApi(viewRoute);
    seedFlow({ ...atEmail, grupo: { etiqueta: '', miembros: [added(beto)], registro: null } });
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Agregar al grupo' }));

    expect(await screen.findByRole('heading', { name: 'Tu grupo' })).toBeInTheDocument();
    expect(screen.getByText('Grupos de 3 atletas o más: 10 % de descuento en la inscripción y los productos de cada uno')).toBeInTheDocument();
    expect(storedFlow()?.grupo?.miembros.map(({ miembro }) => miembro.datos.nombres)).toEqual(['Beto', 'Ana']);
    expect(storedFlow()?.datos).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('stores the group once per double click and shows one line per athlete and the total to pay', async () => {
    const calls = stubApi({ ...viewRoute, [groupPath]: { status: 201, body: created } });
    const release = holdRequests(groupPath);
    seedFlow({ step: 'grupo', datos: null, grupo: { etiqueta: '', miembros: [added(named('Ana')), added(beto)], registro: null } });
    const { user } = renderFlow();
    await user.type(await screen.findByLabelText('Nombre del grupo'), 'Familia Prueba');

    await user.dblClick(screen.getByRole('button', { name: 'Continuar' }));
    release();

    expect(await screen.findByText('Total a pagar: $963.00 MXN')).toBeInTheDocument();
    expect(screen.getByText('Inscripción de Beto')).toBeInTheDocument();
    const posts = calls.filter((call) => call.path === '/api/events/7/group-registrations');
    expect(posts).toHaveLength(1);
    const request = posts[0]?.body as GroupRegistrationRequest;
    expect(request.etiqueta).toBe('Familia Prueba');
    expect(request.miembros).toHaveLength(2);
  });

  // 21K costs $500.00; the online fee is 7 % of what is left after the discounts. 10 % from 3 athletes.
  it.each([
    ['just below the minimum, without the discount', 1, '$535.00 MXN', 'Con este atleta, el grupo suma 2 atletas; con 3 o más, cada inscripción tiene 10 % de descuento de grupo.'],
    ['at the minimum, with the discount the server takes', 2, '$481.50 MXN', 'Con este atleta, el grupo suma 3 atletas: su inscripción incluye 10 % de descuento de grupo.'],
  ])("estimates the athlete's order %s", async (_, before, total, hint) => {
    stubApi(viewRoute);
    seedFlow({ ...atEmail, grupo: { etiqueta: '', miembros: [added(beto), added(named('Carlos'))].slice(0, before), registro: null } });
    renderFlow();

    expect(await screen.findByText(`Total: ${total}`)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByText('Descuento de grupo') !== null).toBe(before === 2);
  });

  // Carlos's $10.01 code: (50,000 − 1,001) × 10 % = 4,899.9, rounded down to 4,899 cents off, then the
  // 7 % fee on 44,100: 3,087. His is $471.87; the other two $481.50 each.
  const carlos = added({ ...named('Carlos'), codigoDescuento: 'AMIGO' }, { codigo: 'AMIGO', monto: 1_001 });
  it.each([
    ['two athletes, below the minimum', [added(named('Ana')), added(beto)], '$1,070.00 MXN', 'Agrega 1 atleta más para tener 10 % de descuento de grupo en cada inscripción.'],
    ['three, at the minimum, one with a code', [added(named('Ana')), added(beto), carlos], '$1,434.87 MXN', 'Cada inscripción incluye 10 % de descuento de grupo por ser 3 atletas.'],
  ])("shows on 'Tu grupo' what the group pays as it stands, to the cent: %s", async (_, miembros, total, hint) => {
    stubApi(viewRoute);
    seedFlow({ step: 'grupo', datos: null, grupo: { etiqueta: 'Familia Prueba', miembros, registro: null } });
    renderFlow();

    expect(await screen.findByRole('heading', { name: 'Total estimado del grupo' })).toBeInTheDocument();
    expect(screen.getByText(`Total: ${total}`)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Inscripción de Beto/ })).toHaveTextContent(miembros.length === 3 ? '$481.50 MXN' : '$535.00 MXN');
    if (miembros.length === 3) expect(screen.getByRole('row', { name: /Inscripción de Carlos/ })).toHaveTextContent('$471.87 MXN');
  });
});
