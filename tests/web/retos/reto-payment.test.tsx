// Step 0's 'Opciones de pago' of a priced reto: shown only while a participant's payment is pending,
// the card form shared with race registration, the OXXO 'ficha de pago' sent once per press with a
// spinner meanwhile, the Purchase event and the participation handed on once paid, a refusal kept on
// screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setUpUser, type UserEvent } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipationView } from '@shared/retos/participation';
import type { RetoPaymentAnswer, RetoPaymentRequest } from '@shared/retos/reto-payment';
import { RetoPaymentOptions } from '@web/features/retos/reto-payment';
import { tokenizeCard } from '@web/lib/card-tokenizer';
import { ToastProvider } from '@web/lib/toasts';
import { track } from '@web/lib/tracking';
import { holdRequests } from '../registration/support-flow/hold-requests';
import { runtimeConfig } from '../results/support/results-fixtures';
import { stubApi, type ApiCall } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aParticipation, slow, stubReto } from './athlete-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/tracking', () => ({ track: vi.fn(), initTracking: vi.fn() }));
vi.mock('@web/lib/card-tokenizer', () => ({ tokenizeCard: vi.fn() }));

const eventId = '1-2-3';
const pending = () => aParticipation({ active: false, paymentPending: true });
const paymentPath = `POST /api/retos/${eventId}/me/payment`;
const reto = { eventName: 'Reto de otoño', price: 150.5 };
const nextYear = String(new Date().getFullYear() + 1);

const order = { moneda: 'MXN' as const, lines: [{ code: `insc-${eventId}`, name: reto.eventName, description: 'Inscripción al evento Reto de otoño a nombre de Lucía Hernández', quantity: 1, unit_price: 15_050, precioKey: 'price' }] };
const receipt = { monto: 15_050, ordenPago: 'ord_sim_42', pagadoEn: '2030-01-10T18:00:00.000Z' };
const paid: RetoPaymentAnswer = { estado: 'pagado', participation: aParticipation({ receipt }), order, voucher: null };
const voucher = { referencia: '93000012345678', monto: 15_050, expiraEn: '2030-01-12T18:00:00.000Z' };

function renderOptions(participation: ParticipationView | null = pending(), price = reto.price) {
  const onPaid = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RetoPaymentOptions eventId={eventId} reto={{ ...reto, price }} participation={participation} onPaid={onPaid} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onPaid, user };
}

async function payByCard(user: UserEvent, number: string) {
  await user.click(await screen.findByRole('button', { name: 'Tarjeta de Crédito o Débito' }, slow));
  await user.type(screen.getByLabelText('Nombre del titular'), 'Lucía Hernández');
  await user.type(screen.getByLabelText('Número de tarjeta'), number);
  await user.selectOptions(screen.getByLabelText('Año de expiración'), nextYear);
  await user.type(screen.getByLabelText('Código de seguridad (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
}

const paymentBodies = (calls: ApiCall[]) => calls.filter((call) => `${call.method} ${call.path}` === paymentPath).map((call) => call.body as RetoPaymentRequest);

describe('RetoPaymentOptions', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
    vi.mocked(track).mockClear();
    vi.mocked(tokenizeCard).mockReset();
  });

  it.each<[string, ParticipationView | null, number]>([
    ['before registering', null, 150.5],
    ['once the registration holds', aParticipation(), 150.5],
    ['in a free reto', aParticipation(), 0],
  ])('shows nothing %s', (_case, participation, price) => {
    stubApi({});
    renderOptions(participation, price);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a card and an OXXO voucher for the reto\'s price', () => {
    stubApi({});
    renderOptions();
    expect(screen.getByRole('heading', { name: 'Opciones de pago' })).toBeInTheDocument();
    expect(screen.getByText('Total a pagar: $150.50 MXN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tarjeta de Crédito o Débito' })).toBeInTheDocument();
    expect(screen.getByText('Efectúa el pago en cualquier oxxo cercano')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ficha de pago' })).toBeInTheDocument();
  });

  it('asks for the ficha de pago once however often it is pressed, with a spinner meanwhile, and shows it', async () => {
    const calls = stubApi({
      'GET /config.json': { status: 200, body: { ...runtimeConfig, payments: { provider: 'simulador' } } },
      [paymentPath]: { status: 200, body: { ...paid, estado: 'ficha', participation: pending(), voucher } satisfies RetoPaymentAnswer },
    });
    const release = holdRequests(paymentPath);
    const { user, onPaid } = renderOptions();

    const button = screen.getByRole('button', { name: 'ficha de pago' });
    await user.dblClick(button);
    await user.click(button);
    expect(screen.getByRole('button', { name: /Cargando/ })).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Ficha de pago en OXXO' })).toBeInTheDocument();
    expect(screen.getByText('93000012345678')).toBeInTheDocument();
    expect(screen.getByText('$150.50 MXN')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pagar esta ficha en el simulador de pagos' })).toHaveAttribute('href', '/local/payments');
    expect(paymentBodies(calls)).toEqual([{ metodo: 'oxxo_pay', intento: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(onPaid).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalledWith('Purchase', expect.anything());
  });

  it('pays by card: the token charged, Purchase sent with the order\'s value and the participation handed on', async () => {
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: true, token: 'tok_sim_1' });
    const calls = stubApi({ [paymentPath]: { status: 200, body: paid } });
    const { user, onPaid } = renderOptions();

    await payByCard(user, '4242 4242 4242 4242');

    expect(await screen.findByText('Pago exitoso')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledWith(paid.participation);
    expect(paymentBodies(calls)).toEqual([{ metodo: 'card', intento: expect.stringMatching(/^[0-9a-f-]{36}$/), token: 'tok_sim_1' }]);
    expect(track).toHaveBeenCalledWith('Purchase', { label: eventId, tkl: 'direct', event_name: 'Reto de otoño', value: 150.5, currency: 'MXN' });
  });

  it('keeps a refusal on screen in the server\'s words, with PurchaseFail, and hands nothing on', async () => {
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: true, token: 'tok_sim_2' });
    const message = 'Error procesando el pago: La tarjeta fue declinada.';
    stubApi({ [paymentPath]: { status: 402, body: { code: 'PAYMENT_FAILED', message } } });
    const { user, onPaid } = renderOptions();

    await payByCard(user, '4000 0000 0000 0002');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onPaid).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith('PurchaseFail', { label: eventId, tkl: 'direct', event_name: 'Reto de otoño', error_code: 'PAYMENT_FAILED' });
  });

  it("is step 0's last part on the athlete's page, gone once the registration holds, which shows its receipt", async () => {
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: true, token: 'tok_sim_3' });
    stubReto({ price: reto.price, eventName: reto.eventName }, pending(), { [paymentPath]: { status: 200, body: paid } });
    const { user } = renderApp(`/retos/${eventId}`);
    expect(await screen.findByRole('heading', { name: 'Opciones de pago' }, slow)).toBeInTheDocument();
    expect(screen.getByText('No hay pasos adicionales requeridos para el registro')).toBeInTheDocument();

    await payByCard(user, '4242 4242 4242 4242');

    expect(await screen.findByText('Pago exitoso')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Opciones de pago' })).not.toBeInTheDocument();
    // The receipt: amount, order and that it went by mail.
    expect(screen.getByRole('heading', { name: 'Pago recibido' })).toBeInTheDocument();
    expect(screen.getByText('$150.50 MXN')).toBeInTheDocument();
    expect(screen.getByText('ord_sim_42')).toBeInTheDocument();
    expect(screen.getByText('Te enviamos este comprobante a tu correo.')).toBeInTheDocument();
  });
});
