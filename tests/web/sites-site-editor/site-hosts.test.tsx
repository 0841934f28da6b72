import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteApiMessages, siteMessages } from '@shared/sites/site-texts';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aSiteView, slow, stubSiteAdmin } from './site-editor-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
const subscribe = vi.hoisted(() => vi.fn((_topic: string, _onMessage: unknown, _options: unknown) => () => undefined));
vi.mock('@web/lib/live-socket', () => ({ subscribe }));

async function openWebTab() {
  const { user } = renderApp('/eventos-organizador/evento_7');
  await user.click(await screen.findByRole('tab', { name: 'Web del evento' }, slow));
  await screen.findByLabelText('Subdominio', {}, slow);
  return user;
}

const pending = {
  host: 'www.micarrera.mx',
  kind: 'propio' as const,
  status: 'pendiente' as const,
  verification: { recordName: '_carreras-verificacion.www.micarrera.mx', value: 'token-123' },
  expiresAt: '2026-03-12T18:00:00.000Z',
  cnameTarget: 'd111111abcdef8.cloudfront.net',
};

describe("the site's addresses in the 'Web del evento' tab", () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('adds a subdomain, after checking its shape', async () => {
    const calls = stubSiteAdmin('master', aSiteView(), {
      'POST /api/events/7/site/hosts': { status: 201, body: { host: 'mi-carrera.carreras.mx', kind: 'subdominio', status: 'activo' } },
    });
    const user = await openWebTab();
    await user.type(screen.getByLabelText('Subdominio'), '-mal');
    await user.click(screen.getByRole('button', { name: 'Agregar subdominio' }));
    expect(await screen.findByText(siteMessages.badSlug)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Subdominio'));
    await user.type(screen.getByLabelText('Subdominio'), 'mi-carrera');
    await user.click(screen.getByRole('button', { name: 'Agregar subdominio' }));
    expect(await screen.findByText('Dirección agregada')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ tipo: 'subdominio', slug: 'mi-carrera' }]);
  });

  it("links an active host, and shows a pending domain's TXT record with 'Verificar' and where its CNAME points", async () => {
    const calls = stubSiteAdmin('master', aSiteView({ hosts: [{ host: 'mi-carrera.carreras.mx', kind: 'subdominio', status: 'activo' }, pending] }), {
      'POST /api/events/7/site/hosts/www.micarrera.mx/verification': { status: 409, body: { code: 'NOT_VERIFIED', message: siteApiMessages.notVerified } },
    });
    const user = await openWebTab();
    const hosts = screen.getByRole('list', { name: 'Direcciones del sitio' });
    expect(within(hosts).getByRole('link', { name: /mi-carrera\.carreras\.mx/ })).toHaveAttribute('href', expect.stringMatching(/^http:\/\/mi-carrera\.carreras\.mx(:\d+)?$/));
    expect(within(hosts).getByText('Pendiente de verificar')).toBeInTheDocument();
    expect(within(hosts).getByText(pending.verification.recordName)).toBeInTheDocument();
    expect(within(hosts).getByText(pending.verification.value)).toBeInTheDocument();
    expect(within(hosts).getByText(pending.cnameTarget).parentElement).toHaveTextContent(`Apunta el dominio con un registro CNAME a ${pending.cnameTarget}`);
    expect(within(hosts).getAllByText(/registro CNAME/)).toHaveLength(1);
    // When the claim lapses, on the event's clock (the fixture's event is in Mexico City).
    expect(within(hosts).getByText(/Si no lo verificas antes del 12 de marzo de 2026 a las 12:00/)).toHaveTextContent('el dominio queda libre para otros sitios');
    await user.click(within(hosts).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(siteApiMessages.notVerified)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/events/7/site/hosts/www.micarrera.mx/verification')).toBe(true);
  });

  it('shows on the field, not sent, why a reserved or IDN subdomain is refused', async () => {
    const calls = stubSiteAdmin('master', aSiteView());
    const user = await openWebTab();
    const field = screen.getByLabelText('Subdominio');
    await user.type(field, 'admin');
    await user.click(screen.getByRole('button', { name: 'Agregar subdominio' }));
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(siteMessages.slugReserved));
    await user.clear(field);
    await user.type(field, 'xn--primvera-46g');
    await user.click(screen.getByRole('button', { name: 'Agregar subdominio' }));
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(siteMessages.slugPunycode));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the API's refusal of a look-alike subdomain on the field, and keeps what was typed", async () => {
    const refusal = { code: 'SLUG_LOOK_ALIKE', message: siteApiMessages.slugLookAlike, fields: { slug: siteApiMessages.slugLookAlike } };
    const calls = stubSiteAdmin('master', aSiteView(), { 'POST /api/events/7/site/hosts': { status: 409, body: refusal } });
    const user = await openWebTab();
    const field = screen.getByLabelText('Subdominio');
    await user.type(field, 'prirnavera');
    await user.click(screen.getByRole('button', { name: 'Agregar subdominio' }));
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(siteApiMessages.slugLookAlike));
    expect(field).toHaveValue('prirnavera');
    expect(screen.getAllByText(siteApiMessages.slugLookAlike)).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ tipo: 'subdominio', slug: 'prirnavera' }]);
  });
});
