import { screen, within } from '@testing-library/react';
import type { UserEvent } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/registration/order-total';
import type { PaymentRequest } from '@shared/registration/registration-api';
import { tokenizeCard } from '@web/lib/card-tokenizer';
import { track } from '@web/lib/tracking';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { runtimeConfig } from '../results/support/results-fixtures';
import { aConfirmation, aCreatedRegistration, anOrder, aView } from './support-flow/flow-fixtures';
import { holdRequests } from './support-flow/hold-requests';
import { renderFlow, seedFlow, storedFlow } from './support-flow/render-flow';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/tracking', () => ({ track: vi.fn(), initTracking: vi.fn() }));
vi.mock('@web/lib/card-tokenizer', () => ({ tokenizeCard: vi.fn() }));

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

async function requestVoucher(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Pago en Oxxo' }));
  await user.click(screen.getByRole('button', { name: 'Generar ficha de pago en oxxo' }));
}

/** The server's answer to a new registration after a refused payment: a second draft. */
const newDraft = (order: Order) => ({ status: 201, body: { ...aCreatedRegistration(order), registroId: 'reg-456' } });

/** The one registration sent again, with a new attempt id. */
function resentRegistration(calls: ReturnType<typeof stubApi>) {
  const posts = calls.filter((call) => call.path === '/api/events/7/registrations');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toMatchObject({ intento: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  return posts[0]?.body;
}

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
    expect(tokenizeCard).toHaveBeenCalledWith({ name: 'Ana López', number: '4242424242424242', expMonth: new Date().getMonth() + 1, expYear: Number(nextYear), cvc: '123' }, { test: false });
    expect(track).toHaveBeenCalledWith(
      'Purchase',
      { label: 'evento_7', tkl: 'promo-radio', event_name: 'Medio Maratón de la Ciudad', value: 481.5, currency: 'MXN' },
      { pixelId: undefined, analyticsId: undefined },
    );
    expect(screen.getByText('Tu número de corredor (folio): 15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi confirmación' })).toHaveAttribute('href', '/detalle-inscrito?event=7&registry=reg-123');
    // The flow is stored by an effect after the screen renders.
    await vi.waitFor(() => expect(storedFlow()).toMatchObject({ datos: null, registro: null, finished: { registroId: 'reg-123' } }));
  });

  it("toasts the server's message when the card is declined, and retries with a new attempt", async () => {
    vi.mocked(tokenizeCard).mockResolvedValue({ ok: true, token: 'tok_sim_2' });
    const calls = stubApi({ ...viewRoute(), [paymentPath]: { status: 402, body: { code: 'PAYMENT_DECLINED', message: 'Error procesando el pago: La tarjeta fue declinada.' } } });
    seedFlow(atPayment());
    const { user } = renderFlow();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await within(screen.getByRole('status')).findByText('Error procesando el pago: La tarjeta fue declinada.')).toBeInTheDocument();
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

    expect(await within(screen.getByRole('status')).findByText('Error:La tarjeta fue rechazada')).toBeInTheDocument();
    expect(paymentBodies(calls)).toHaveLength(0);
  });

  it('keeps the last payment error in an alert above the card form until the next attempt', async () => {
    vi.mocked(tokenizeCard).mockResolvedValueOnce({ ok: false, message: 'Error:La tarjeta fue rechazada' }).mockResolvedValue({ ok: true, token: 'tok_sim_3' });
    stubApi({ ...viewRoute(), [paymentPath]: { status: 402, body: { code: 'PAYMENT_FAILED', message: 'Error procesando el pago: La tarjeta fue declinada.' } } });
    seedFlow(atPayment());
    const { user } = renderFlow();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error:La tarjeta fue rechazada');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Nombre del titular')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const release = holdRequests(paymentPath);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error procesando el pago: La tarjeta fue declinada.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('rechazada');
  });

  it('offers this month and this year as the card expiry by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2029, 7, 20, 12));
    try {
      stubApi(viewRoute());
      seedFlow(atPayment());
      const { user } = renderFlow();
      await user.click(await screen.findByRole('button', { name: 'Tarjeta de Crédito o Débito' }));

      expect(screen.getByLabelText('Mes de expiración')).toHaveValue('8');
      expect(screen.getByLabelText('Año de expiración')).toHaveValue('2029');
    } finally {
      vi.useRealTimers();
    }
  });

  it("after 'Código agotado' goes back to remove the code, and saves a new registration with a new attempt", async () => {
    const calls = stubApi({
      ...viewRoute(),
      [paymentPath]: { status: 409, body: { code: 'DISCOUNT_USED_UP', message: 'Código agotado' } },
      'POST /api/events/7/registrations': newDraft(anOrder(53_500)),
    });
    seedFlow({ ...atPayment(), descuento: { codigo: 'CORREDOR10', monto: 5000 } });
    const { user } = renderFlow();
    await requestVoucher(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Código agotado');

    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    await user.click(await screen.findByRole('button', { name: 'Quitar código' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Total a pagar: $535.00 MXN')).toBeInTheDocument();
    const sent = resentRegistration(calls);
    expect(sent).toMatchObject({ codigoModalidad: '21K' });
    expect(sent).not.toHaveProperty('codigoDescuento');
    await vi.waitFor(() => expect(storedFlow()?.registro?.registroId).toBe('reg-456'));
  });

  it("after AGOTADO, 'Regresar a los Datos' leads to the modalities as they are now, and a new choice is saved as a new registration", async () => {
    let soldOut = false;
    const view = aView();
    const calls = stubApi({
      'GET /api/events/7/registration': () => ({ status: 200, body: soldOut ? { ...view, ocupacion: { ...view.ocupacion, '21K': { capacidad: 100, inscritos: 100 } } } : view }),
      [paymentPath]: () => {
        soldOut = true;
        return { status: 409, body: { code: 'SOLD_OUT', message: 'AGOTADO: la modalidad ya no tiene lugares' } };
      },
      'POST /api/events/7/registrations': newDraft(anOrder(0)),
    });
    seedFlow(atPayment());
    const { user } = renderFlow();
    await requestVoucher(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('AGOTADO: la modalidad ya no tiene lugares');

    await user.click(screen.getByRole('button', { name: 'Regresar a los Datos' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar mis datos' }));
    expect(await screen.findByRole('button', { name: 'Medio maratón · 21 km · AGOTADO' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Caminata 3K/ }));
    await user.click(screen.getByRole('radio', { name: /^Libre 3K/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('button', { name: 'Finalizar Registro' })).toBeInTheDocument();
    expect(resentRegistration(calls)).toMatchObject({ codigoModalidad: '3K', codigoCategoria: 1 });
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
    expect(track).toHaveBeenCalledWith('Purchase', expect.objectContaining({ value: 0 }), expect.anything());
  });

  it('says "Error en el registro intente de nuevo" when a free registration cannot be saved', async () => {
    stubApi({ ...viewRoute(), [paymentPath]: { status: 500, body: { code: 'INTERNAL', message: 'Ocurrió un error inesperado, intenta de nuevo' } } });
    seedFlow(atPayment(anOrder(0)));
    const { user } = renderFlow();

    await user.click(await screen.findByRole('button', { name: 'Finalizar Registro' }));

    expect(await within(screen.getByRole('status')).findByText('Error en el registro intente de nuevo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error en el registro intente de nuevo');
    await vi.waitFor(() => expect(storedFlow()?.step).toBe('pago'));
  });

  it("keeps 'Felicidades' across a reload, and 'Nueva inscripción' starts over", async () => {
    stubApi({ ...viewRoute(), [paymentPath]: { status: 200, body: aConfirmation({ order: anOrder(0) }) } });
    seedFlow(atPayment(anOrder(0)));
    const first = renderFlow();
    await first.user.click(await screen.findByRole('button', { name: 'Finalizar Registro' }));
    await screen.findByRole('heading', { name: 'Felicidades Ana' });
    first.unmount();

    const { user } = renderFlow();
    expect(await screen.findByRole('heading', { name: 'Felicidades Ana' })).toBeInTheDocument();
    expect(screen.getByText('Tu número de corredor (folio): 15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi confirmación' })).toHaveAttribute('href', '/detalle-inscrito?event=7&registry=reg-123');

    await user.click(screen.getByRole('button', { name: 'Nueva inscripción' }));
    expect(await screen.findByRole('heading', { name: 'Confirma los datos de registro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombres *')).toHaveValue('');
    await vi.waitFor(() => expect(storedFlow()).toMatchObject({ datos: null, finished: null, tkl: 'promo-radio' }));
  });

  it("keeps the OXXO voucher and its link across a reload until 'Cerrar'", async () => {
    const voucher = { referencia: '93000012345678', monto: 48_150, expiraEn: '2026-11-23T12:00:00.000Z' };
    stubApi({
      ...viewRoute(),
      [paymentPath]: { status: 200, body: aConfirmation({ numero: null, voucher, statusPago: { status: 'pendiente', formaPago: 'oxxo_pay', formaInscripcion: 'en linea' } }) },
    });
    seedFlow(atPayment());
    const first = renderFlow();
    await requestVoucher(first.user);
    await screen.findByRole('heading', { name: 'Ficha de pago en OXXO' });
    first.unmount();

    const second = renderFlow();
    expect(await screen.findByRole('heading', { name: 'Ficha de pago en OXXO' })).toBeInTheDocument();
    expect(screen.getByText('93000012345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi confirmación' })).toHaveAttribute('href', '/detalle-inscrito?event=7&registry=reg-123');

    await second.user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await vi.waitFor(() => expect(second.router.state.location.pathname).toBe('/proximos-eventos/evento_7'));
    await vi.waitFor(() => expect(storedFlow()).toBeNull());
    second.unmount();

    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Confirma los datos de registro' })).toBeInTheDocument();
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
