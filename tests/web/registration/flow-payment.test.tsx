import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRequest } from '../../../shared/registration/registration-api';
import { tokenizeCard } from '../../../web/src/lib/card-tokenizer';
import { track } from '../../../web/src/lib/tracking';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { runtimeConfig } from '../results/support/results-fixtures';
import { aConfirmation, aCreatedRegistration, anOrder, aView } from './support-flow/flow-fixtures';
import { holdRequests } from './support-flow/hold-requests';
import { renderFlow, seedFlow, storedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('../../../web/src/lib/tracking', () => ({ track: vi.fn(), initTracking: vi.fn() }));
vi.mock('../../../web/src/lib/card-tokenizer', () => ({ tokenizeCard: vi.fn() }));

const paymentPath = 'POST /api/events/7/registrations/reg-123/payment';
const viewRoute = (formasDePago = {}) => ({ 'GET /api/events/7/registration': { status: 200, body: aView({ config: { formasDePago: { codigoDescuento: true, tarjeta: true, oxxo: true, ...formasDePago } } }) } });
/** The server charges $481.50 where the browser's own estimate says $535.00. */
const atPayment = (order = anOrder(48_150)) => ({ step: 'pago' as const, codigoModalidad: '21K', campos: { talla: 'M', marca: '01:30', contacto: 'Luis' }, correoConfirmado: true, registro: aCreatedRegistration(order), tkl: 'promo-radio' });
const nextYear = String(new Date().getFullYear() + 1);

async function fillCard(user: UserEvent, number = '4242 4242 4242 4242') {
  await user.click(await screen.findByRole('button', { name: 'Tarjeta de Crédito o Débito' }));
  await user.type(screen.getByLabelText('Nombre del titular'), 'Ana López');
  await user.type(screen.getByLabelText('Número de tarjeta'), number);
  await user.selectOptions(screen.getByLabelText('Año de expiración'), nextYear);
  await user.type(screen.getByLabelText('Código de seguridad (CVC)'), '123');
}

const paymentBodies = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => `${call.method} ${call.path}` === paymentPath).map((call) => call.body as PaymentRequest);

describe('registration flow: payment', () => {
  beforeEach(() => {
    resetFakeAuth();
    sessionStorage.clear();
    vi.mocked(track).mockClear();
    vi.mocked(tokenizeCard).mockReset();
  });

  it("shows the server's total and only the methods the event offers", async () => {
    stubApi(viewRoute({ oxxo: false }));
    seedFlow(atPayment());
    renderFlow();

    expect(await screen.findByText('Total a pagar: $481.50 MXN')).toBeInTheDocument();
    expect(screen.queryByText(/\$535\.00/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tarjeta de Crédito o Débito' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pago en Oxxo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar Registro' })).not.toBeInTheDocument();
  });

  it('states the total in pesos too when the order is in another currency', async () => {
    stubApi(viewRoute({ tarjeta: false }));
    seedFlow({ ...atPayment(anOrder(2675, { moneda: 'USD', totalPesos: 53_500 })), moneda: 'USD' });
    renderFlow();

    expect(await screen.findByText('Total a pagar: $26.75 USD')).toBeInTheDocument();
    expect(screen.getByText('Total a pagar en pesos mexicanos: $535.00 MXN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tarjeta de Crédito o Débito' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pago en Oxxo' })).toBeInTheDocument();
  });

  it('requires every card field', async () => {
    const calls = stubApi(viewRoute());
    seedFlow(atPayment());
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Tarjeta de Crédito o Débito' }));

    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    expect(await screen.findAllByText('Campo requerido')).toHaveLength(3);
    expect(tokenizeCard).not.toHaveBeenCalled();
    expect(paymentBodies(calls)).toHaveLength(0);
  });

  it('checks the card first and requests no token for an invalid one', async () => {
    const calls = stubApi(viewRoute());
    seedFlow(atPayment());
    const { user } = renderFlow();
    await fillCard(user, '4242 4242 4242 4241');

    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    expect(await screen.findByText('Revisa el numero de tarjeta!')).toBeInTheDocument();
    expect(tokenizeCard).not.toHaveBeenCalled();
    expect(paymentBodies(calls)).toHaveLength(0);
  });

  it('charges once per double click, then says "Pago exitoso", sends Purchase and congratulates', async () => {
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: true, token: 'tok_sim_1' });
    const calls = stubApi({ ...viewRoute(), [paymentPath]: { status: 200, body: aConfirmation({ order: anOrder(48_150) }) } });
    const release = holdRequests(paymentPath);
    seedFlow(atPayment());
    const { user } = renderFlow();
    await fillCard(user);

    await user.dblClick(screen.getByRole('button', { name: 'Pagar' }));
    release();

    expect(await screen.findByRole('heading', { name: 'Felicidades Ana' })).toBeInTheDocument();
    expect(screen.getByText('Pago exitoso')).toBeInTheDocument();
    const bodies = paymentBodies(calls);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ metodo: 'card', intento: expect.stringMatching(/^[0-9a-f-]{36}$/), token: 'tok_sim_1' });
    expect(tokenizeCard).toHaveBeenCalledWith({ name: 'Ana López', number: '4242424242424242', expMonth: 1, expYear: Number(nextYear), cvc: '123' }, { test: false });
    expect(track).toHaveBeenCalledWith('Purchase', { label: 'evento_7', tkl: 'promo-radio', event_name: 'Medio Maratón de la Ciudad', value: 481.5, currency: 'MXN' });
    expect(screen.getByText('Tu número de corredor (folio): 15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi confirmación' })).toHaveAttribute('href', '/detalle-inscrito?event=7&registry=reg-123');
    expect(storedFlow()).toBeNull();
  });

  it("toasts the server's message when the card is declined, and retries with a new attempt", async () => {
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: true, token: 'tok_sim_2' });
    const calls = stubApi({ ...viewRoute(), [paymentPath]: { status: 402, body: { code: 'PAYMENT_DECLINED', message: 'Error procesando el pago: La tarjeta fue declinada.' } } });
    seedFlow(atPayment());
    const { user } = renderFlow();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Error procesando el pago: La tarjeta fue declinada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    await vi.waitFor(() => expect(paymentBodies(calls)).toHaveLength(2));
    const [first, second] = paymentBodies(calls);
    expect(first?.intento).not.toBe(second?.intento);
    expect(screen.queryByRole('heading', { name: /Felicidades/ })).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith('Purchase', expect.anything());
  });

  it('toasts the tokenizer message and charges nothing when tokenization fails', async () => {
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: false, message: 'Error:La tarjeta fue rechazada' });
    const calls = stubApi(viewRoute());
    seedFlow(atPayment());
    const { user } = renderFlow();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    expect(await screen.findByText('Error:La tarjeta fue rechazada')).toBeInTheDocument();
    expect(paymentBodies(calls)).toHaveLength(0);
  });

  it('finishes a free registration with "Finalizar Registro" and congratulates by name', async () => {
    const calls = stubApi({ ...viewRoute(), [paymentPath]: { status: 200, body: aConfirmation({ numero: null, order: anOrder(0) }) } });
    seedFlow(atPayment(anOrder(0)));
    const { user } = renderFlow();
    const finish = await screen.findByRole('button', { name: 'Finalizar Registro' });
    expect(screen.queryByRole('button', { name: 'Tarjeta de Crédito o Débito' })).not.toBeInTheDocument();

    await user.click(finish);

    expect(await screen.findByRole('heading', { name: 'Felicidades Ana' })).toBeInTheDocument();
    expect(screen.getByText('Asignado folio')).toBeInTheDocument();
    expect(paymentBodies(calls)).toEqual([{ metodo: 'free', intento: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(track).toHaveBeenCalledWith('Purchase', expect.objectContaining({ value: 0 }));
  });

  it('says "Error en el registro intente de nuevo" when a free registration cannot be saved', async () => {
    stubApi({ ...viewRoute(), [paymentPath]: { status: 500, body: { code: 'INTERNAL', message: 'Ocurrió un error inesperado, intenta de nuevo' } } });
    seedFlow(atPayment(anOrder(0)));
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Finalizar Registro' }));

    expect(await screen.findByText('Error en el registro intente de nuevo')).toBeInTheDocument();
    expect(storedFlow()?.step).toBe('pago');
  });

  it('issues the OXXO voucher with its reference, amount and the simulator link', async () => {
    const voucher = { referencia: '93000012345678', monto: 48_150, expiraEn: '2026-11-23T12:00:00.000Z' };
    const calls = stubApi({
      ...viewRoute(),
      'GET /config.json': { status: 200, body: { ...runtimeConfig, payments: { provider: 'simulador' } } },
      [paymentPath]: { status: 200, body: aConfirmation({ numero: null, voucher, statusPago: { status: 'pendiente', formaPago: 'oxxo_pay', formaInscripcion: 'en linea' } }) },
    });
    seedFlow(atPayment());
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Pago en Oxxo' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar método de pago' }));
    await user.click(screen.getByRole('button', { name: 'Pago en Oxxo' }));

    await user.click(screen.getByRole('button', { name: 'Generar ficha de pago en oxxo' }));

    expect(await screen.findByRole('heading', { name: 'Ficha de pago en OXXO' })).toBeInTheDocument();
    expect(screen.getByText('93000012345678')).toBeInTheDocument();
    expect(screen.getByText('$481.50 MXN')).toBeInTheDocument();
    expect(screen.getByText('Si la ficha vence sin pagarse, el lugar se libera y tendrás que registrarte de nuevo.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pagar esta ficha en el simulador de pagos' })).toHaveAttribute('href', '/local/payments');
    expect(paymentBodies(calls)).toEqual([{ metodo: 'oxxo_pay', intento: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(screen.queryByRole('heading', { name: /Felicidades/ })).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith('Purchase', expect.anything());
  });
});
