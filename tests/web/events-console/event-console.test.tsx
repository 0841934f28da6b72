import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';
import { anEvent, someSections } from './event-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const keys = [
  { keyId: 'k1', label: 'Tapete meta', createdAt: '2026-02-20T15:00:00.000Z' },
  { keyId: 'k0', label: 'Prueba', createdAt: '2026-02-01T15:00:00.000Z', revokedAt: '2026-02-02T15:00:00.000Z' },
];

function stubConsole(extra: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  return stubApi({
    'GET /api/me': { status: 200, body: aProfile() },
    'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections() } },
    'GET /api/events/7/timing-keys': { status: 200, body: { keys } },
    ...extra,
  });
}

const sends = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

/** Every section's panel stays mounted (unsaved text survives a tab change); each has its own button. */
const saveButtonOf = (editor: HTMLElement) =>
  within(editor.closest('[role="tabpanel"]') as HTMLElement).getByRole('button', { name: 'Guardar' });

describe('organizer console: one event (/eventos-organizador/evento_{id})', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('shows "Usuario no autorizado para este evento" and no editor when the API answers 403', async () => {
    stubConsole({
      'GET /api/events/7/timing-keys': { status: 403, body: { code: 'FORBIDDEN', message: 'Usuario no autorizado para este evento' } },
    });
    renderApp('/eventos-organizador/evento_7');

    expect(await screen.findByText('Usuario no autorizado para este evento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('saves the plain fields with PUT /api/events/{id}', async () => {
    const calls = stubConsole({
      'PUT /api/events/7': ({ body }) => ({ status: 200, body: { ...(body as object), iDEvento: 7 } }),
    });
    const { user } = renderApp('/eventos-organizador/evento_7');
    const name = await screen.findByLabelText('Nombre del evento');
    expect(name).toHaveValue('Medio Maratón de la Ciudad');

    await user.clear(name);
    await user.type(name, 'Medio Maratón 2026');
    await user.selectOptions(screen.getByLabelText('Estado'), 'En vivo');
    await user.click(within(screen.getByTestId('event-info')).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Evento guardado')).toBeInTheDocument();
    expect(sends(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/events/7', body: expect.objectContaining({ nombreEvento: 'Medio Maratón 2026', eventoDisponible: 4 }) }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Medio Maratón 2026' })).toBeInTheDocument();
  });

  it('refuses invalid JSON with its line and column, without calling the API', async () => {
    const calls = stubConsole();
    const { user } = renderApp('/eventos-organizador/evento_7');
    const editor = await screen.findByRole('textbox', { name: 'Modalidades' });
    expect(editor).toHaveValue('[]');

    await user.clear(editor);
    await user.paste('[\n  {"codigoModalidad": "5K",}\n]');
    await user.click(saveButtonOf(editor));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'JSON inválido en la línea 2, columna 28: se esperaba un nombre de propiedad entre comillas y se encontró "}"',
    );
    expect(sends(calls)).toEqual([]);
  });

  it('lists the schema problems with their paths, without calling the API', async () => {
    const calls = stubConsole();
    const { user } = renderApp('/eventos-organizador/evento_7');
    const editor = await screen.findByRole('textbox', { name: 'Modalidades' });

    await user.clear(editor);
    await user.paste('[{"codigoModalidad": "5K", "descripcionModalidad": "5 km", "kilometro": "cinco", "hSalidas": [], "ramaCat": {}}]');
    await user.click(saveButtonOf(editor));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La sección no tiene el formato esperado:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual(['0.kilometro', '0.hSalidas']);
    expect(sends(calls)).toEqual([]);
  });

  it('saves a valid section with PUT /api/events/{id}/sections/{section} and shows what the API stored', async () => {
    const calls = stubConsole({
      'PUT /api/events/7/sections/convocatoria': ({ body }) => ({
        status: 200,
        body: { section: 'convocatoria', data: { blocks: (body as { blocks: object[] }).blocks.map((block) => ({ title: '', ...block })) } },
      }),
    });
    const { user } = renderApp('/eventos-organizador/evento_7');
    await user.click(await screen.findByRole('tab', { name: 'Convocatoria' }));
    const editor = screen.getByRole('textbox', { name: 'Convocatoria' });

    await user.clear(editor);
    await user.paste('{"blocks": [{"type": "text", "text": "Bienvenidos"}]}');
    await user.click(saveButtonOf(editor));

    expect(await screen.findByText('Convocatoria: guardado')).toBeInTheDocument();
    expect(sends(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/events/7/sections/convocatoria', body: { blocks: [{ type: 'text', text: 'Bienvenidos' }] } }),
    ]);
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual({ blocks: [{ type: 'text', title: '', text: 'Bienvenidos' }] });
  });

  it('lists the problems the API names in a 400', async () => {
    stubConsole({
      'PUT /api/events/7/sections/customStrings': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Datos inválidos, revisa el formulario', fields: { evento: 'Texto demasiado largo' } },
      },
    });
    const { user } = renderApp('/eventos-organizador/evento_7');
    await user.click(await screen.findByRole('tab', { name: 'Textos personalizados' }));
    const editor = screen.getByRole('textbox', { name: 'Textos personalizados' });

    await user.clear(editor);
    await user.paste('{"evento": "Carrera"}');
    await user.click(saveButtonOf(editor));

    expect(await screen.findByRole('alert')).toHaveTextContent('evento: Texto demasiado largo');
  });

  it('lists the timing keys and revokes an active one with DELETE', async () => {
    const calls = stubConsole({ 'DELETE /api/events/7/timing-keys/k1': { status: 204 } });
    const { user } = renderApp('/eventos-organizador/evento_7');

    const active = (await screen.findByRole('cell', { name: 'Tapete meta' })).closest('tr') as HTMLElement;
    const revoked = screen.getByRole('cell', { name: 'Prueba' }).closest('tr') as HTMLElement;
    expect(within(active).getByText('Activa')).toBeInTheDocument();
    expect(within(revoked).getByText('Revocada')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: 'Revocar' })).not.toBeInTheDocument();

    await user.click(within(active).getByRole('button', { name: 'Revocar' }));

    expect(await screen.findByText('Llave revocada')).toBeInTheDocument();
    expect(sends(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/events/7/timing-keys/k1' })]);
  });

  it('creates a key with a label and shows it only once, with a copy button and the warning', async () => {
    const calls = stubConsole({
      'POST /api/events/7/timing-keys': { status: 201, body: { keyId: 'k2', label: 'Tapete salida', key: 'tk_7_secreto' } },
    });
    const { user } = renderApp('/eventos-organizador/evento_7');

    await user.type(await screen.findByLabelText('Etiqueta'), 'Tapete salida');
    await user.click(screen.getByRole('button', { name: 'Crear llave' }));

    expect(await screen.findByText('tk_7_secreto')).toBeInTheDocument();
    expect(screen.getByText('Copia la llave ahora: no se volverá a mostrar.')).toBeInTheDocument();
    expect(sends(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { label: 'Tapete salida' } })]);

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe('tk_7_secreto');
    expect(await screen.findByText('Llave copiada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Listo' }));
    expect(screen.queryByText('tk_7_secreto')).not.toBeInTheDocument();
  });
});
