import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
    seedFlow({ ...atEmail, grupo: { etiqueta: '', miembros: [beto], registro: null } });
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Agregar al grupo' }));

    expect(await screen.findByRole('heading', { name: 'Tu grupo' })).toBeInTheDocument();
    expect(screen.getByText('Grupos de 3 atletas o más: 10 % de descuento en la inscripción y los productos de cada uno')).toBeInTheDocument();
    expect(storedFlow()?.grupo?.miembros.map((miembro) => miembro.datos.nombres)).toEqual(['Beto', 'Ana']);
    expect(storedFlow()?.datos).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('stores the group once per double click and shows one line per athlete and the total to pay', async () => {
    const calls = stubApi({ ...viewRoute, [groupPath]: { status: 201, body: created } });
    const release = holdRequests(groupPath);
    seedFlow({ step: 'grupo', datos: null, grupo: { etiqueta: '', miembros: [{ ...beto, datos: { ...beto.datos, nombres: 'Ana' } }, beto], registro: null } });
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
});
