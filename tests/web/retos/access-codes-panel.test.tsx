// The organizer's access-code screen: generation checked and sent once per submission, the API's
// limit shown, 10 codes then 'Mostrar más', the switch and its refusal, and sharing a code's link.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { codeMessages, type AccessCodePage, type AccessCodeView } from '@shared/retos/access-codes';
import { AppProviders } from '@web/app/providers';
import { AccessCodesPanel } from '@web/features/retos/access-codes-panel';
import { stubApi } from '../support/fake-api';
import { holdAnswers } from '../support/held-answers';
import { resetFakeAuth, signInAs } from '../support/fake-auth';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const slow = { timeout: 30_000 };
const CODES = '/api/retos/1-2-3/codes';

function aCode(index: number, overrides: Partial<AccessCodeView> = {}): AccessCodeView {
  const code = `CODE${String(index).padStart(2, '0')}`;
  return { code, uses: 1, usedCount: 0, active: true, exhausted: false, date: `2030-01-01T00:00:${String(59 - index).padStart(2, '0')}.000Z`, ...overrides };
}

function renderPanel() {
  const user = setUpUser();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <AccessCodesPanel eventId="1-2-3" eventName="Reto de otoño" />
    </AppProviders>,
  );
  return user;
}

const page = (codes: AccessCodeView[], extra: Partial<AccessCodePage> = {}): AccessCodePage => ({ codes, issued: codes.length, limit: 20, ...extra });
const toastRegion = () => screen.getAllByRole('status').at(-1)!;

describe('the access-code panel', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('checks the bounds, sends one batch on a double click and lists the new codes', async () => {
    let codes: AccessCodeView[] = [];
    const calls = stubApi({
      [`GET ${CODES}`]: () => ({ status: 200, body: page(codes) }),
      [`POST ${CODES}`]: () => {
        codes = [aCode(1), aCode(2)];
        return { status: 201, body: { created: 2 } };
      },
    });
    const user = renderPanel();
    expect(await screen.findByText('Aún no hay códigos para este reto', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Accesos asignados: 0 de 20')).toBeInTheDocument();

    const quantity = screen.getByLabelText(/Cantidad de códigos/);
    const uses = screen.getByLabelText(/Usos por código/);
    await user.clear(quantity);
    await user.type(quantity, '501');
    await user.clear(uses);
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    expect(screen.getByText('Escribe un número entero de 1 a 500')).toBeInTheDocument();
    expect(screen.getByText('Campo requerido')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(uses, '1001');
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    expect(screen.getByText('Escribe un número entero de 1 a 1000')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(uses);
    await user.type(uses, '5');
    const release = holdAnswers();
    await user.dblClick(screen.getByRole('button', { name: 'Generar códigos' }));
    release();
    expect(await screen.findByText('CODE01', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('CODE02')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ quantity: 2, uses: 5, intento: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(toastRegion()).toHaveTextContent('Se generaron 2 códigos');
  });

  it("shows the API's limit and sends the same intento again until a batch is made", async () => {
    let answer = { status: 409, body: { code: 'CODE_LIMIT', message: codeMessages.limit(20) } };
    const calls = stubApi({
      [`GET ${CODES}`]: { status: 200, body: page([]) },
      [`POST ${CODES}`]: () => answer,
    });
    const user = renderPanel();
    await screen.findByText('Aún no hay códigos para este reto', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    expect(await screen.findByText('El límite de accesos permitidos es de 20', {}, slow)).toBeInTheDocument();
    answer = { status: 201, body: { created: 1 } } as never;
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    expect(await screen.findByText('Se generó 1 código', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generar códigos' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const intentos = calls.filter((call) => call.method === 'POST').map((call) => (call.body as { intento: string }).intento);
    expect(intentos[1]).toBe(intentos[0]);
    expect(intentos[2]).not.toBe(intentos[1]);
  });

  it("lists 10 codes, then 10 more from the cursor under 'Mostrar más'", async () => {
    const firstTen = Array.from({ length: 10 }, (_, index) => aCode(index + 1));
    const cursor = `${firstTen[9]!.date}|${firstTen[9]!.code}`;
    const calls = stubApi({
      [`GET ${CODES}`]: { status: 200, body: page(firstTen, { cursor }) },
      [`GET ${CODES}?cursor=${encodeURIComponent(cursor)}`]: { status: 200, body: page([aCode(11)]) },
    });
    const user = renderPanel();
    expect(await screen.findByText('CODE10', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('CODE11')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(await screen.findByText('CODE11', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('CODE01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([CODES, `${CODES}?cursor=${encodeURIComponent(cursor)}`]);
  });

  it('switches a code off, and shows the refusal to switch a used-up one on', async () => {
    const exhaustedMessage = codeMessages.exhausted;
    const calls = stubApi({
      [`GET ${CODES}`]: { status: 200, body: page([aCode(1, { uses: 3, usedCount: 1 }), aCode(2, { usedCount: 1, active: false, exhausted: true })]) },
      [`PUT ${CODES}/CODE01`]: { status: 200, body: aCode(1, { uses: 3, usedCount: 1, active: false }) },
      [`PUT ${CODES}/CODE02`]: { status: 409, body: { code: 'CODE_EXHAUSTED', message: exhaustedMessage } },
    });
    const user = renderPanel();
    const first = (await screen.findByText('CODE01', {}, slow)).closest('.amplify-card') as HTMLElement;
    expect(within(first).getByText('1 de 3 usos')).toBeInTheDocument();
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Desactivar' }));
    expect(await within(first).findByText('Inactivo', {}, slow)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: `${CODES}/CODE01`, body: { active: false } });

    const second = screen.getByText('CODE02').closest('.amplify-card') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText(exhaustedMessage, {}, slow)).toBeInTheDocument();
    expect(within(second).getByText('Inactivo')).toBeInTheDocument();
  });

  it('copies the registration link with the toast where the phone has no share sheet, and offers WhatsApp', async () => {
    stubApi({ [`GET ${CODES}`]: { status: 200, body: page([aCode(1)]) } });
    const user = renderPanel();
    const card = (await screen.findByText('CODE01', {}, slow)).closest('.amplify-card') as HTMLElement;
    const link = `${window.location.origin}/retos/1-2-3/code/CODE01`;
    await user.click(within(card).getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Código copiado en el porta papeles, puedes pegarlo donde gustes compartir', {}, slow)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    const whatsapp = within(card).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Te invito al reto virtual «Reto de otoño». Regístrate con esta liga: ${link}`)}`);
  });

  it("uses the phone's share sheet when there is one, without the copy toast", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    stubApi({ [`GET ${CODES}`]: { status: 200, body: page([aCode(1)]) } });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Compartir' }, slow));
    expect(share).toHaveBeenCalledWith({ title: 'Reto de otoño', text: 'Te invito al reto virtual «Reto de otoño». Regístrate con esta liga:', url: `${window.location.origin}/retos/1-2-3/code/CODE01` });
    expect(screen.queryByText(codeMessages.copied)).not.toBeInTheDocument();
  });
});
