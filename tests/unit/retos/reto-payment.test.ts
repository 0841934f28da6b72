// Paying a reto without the cloud: the spec's order line (docs/retos.md §3), what a request does with the payment
// as it stands (one attempt at a time charges, a cut-off attempt is resumed with its own id), and
// what a provider notification asks of it.
import { describe, expect, it } from 'vitest';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { PaymentNotification } from '@lambdas/payments/payment-provider';
import { STALE_CLAIM_MS as STALE_ATTEMPT_MS } from '@lambdas/payments/stale-claim';
import { planAttempt, retoNotificationAction } from '@lambdas/retos/payment/reto-payment-plan';
import { retoOrderLine, type RetoPaymentRequest } from '@shared/retos/reto-payment';

const NOW = new Date('2030-01-10T12:00:00Z');
const fresh = new Date(NOW.getTime() - 5_000).toISOString();
const stale = new Date(NOW.getTime() - STALE_ATTEMPT_MS - 1).toISOString();

type Payment = Pick<RetoPaymentItem, 'estado' | 'intento' | 'metodo' | 'desde' | 'mensajes' | 'ordenPago'>;
const payment = (change: Partial<Payment>): Payment => ({ estado: 'en-curso', intento: 'int-1', metodo: 'card', desde: fresh, ...change });

const card = (intento: string): RetoPaymentRequest => ({ metodo: 'card', intento, token: 'tok_1' });
const oxxo = (intento: string): RetoPaymentRequest => ({ metodo: 'oxxo_pay', intento });

/** What the plan answers, or the refusal's status and code. */
function outcome(current: Payment | null, request: RetoPaymentRequest): string {
  try {
    const plan = planAttempt(current, request, NOW);
    return plan.action === 'start' ? `start ${plan.intento}` : 'answer';
  } catch (error) {
    const { statusCode, code } = error as { statusCode: number; code: string };
    return `${statusCode} ${code}`;
  }
}

describe('retoOrderLine', () => {
  it('is the spec\'s one line: insc-{eventID}, the inscription\'s description, quantity 1 and the price in cents rounded to 2 decimals', () => {
    expect(retoOrderLine({ eventId: '12-345-6789', eventName: 'Reto 21K', price: 199.999 }, { athleteName: 'Lucía', athleteLastName: 'Hernández' })).toEqual({
      code: 'insc-12-345-6789',
      name: 'Reto 21K',
      description: 'Inscripción al evento Reto 21K a nombre de Lucía Hernández',
      quantity: 1,
      unit_price: 20_000,
      precioKey: 'price',
    });
  });
});

describe('planAttempt', () => {
  it.each<[string, Payment | null, RetoPaymentRequest, string]>([
    ['the first attempt', null, card('int-2'), 'start int-2'],
    ['an attempt in flight, sent again', payment({}), card('int-1'), '409 PAYMENT_IN_PROGRESS'],
    ['another attempt while one is in flight', payment({}), oxxo('int-2'), '409 PAYMENT_IN_PROGRESS'],
    ['an attempt cut off long ago, pressed again: resumed with its own id', payment({ desde: stale }), card('int-2'), 'start int-1'],
    ['an attempt whose provider call failed, pressed again', payment({ estado: 'interrumpido' }), card('int-2'), 'start int-1'],
    ['a cut-off card attempt, now by OXXO: an attempt of its own', payment({ estado: 'interrumpido' }), oxxo('int-2'), 'start int-2'],
    ['a paid registration, any attempt', payment({ estado: 'pagado' }), card('int-9'), 'answer'],
    ['a voucher pending, asked again', payment({ estado: 'ficha', metodo: 'oxxo_pay' }), oxxo('int-2'), 'answer'],
    ['a voucher pending, then a card', payment({ estado: 'ficha', metodo: 'oxxo_pay' }), card('int-2'), '409 VOUCHER_PENDING'],
    ['a refused attempt sent again', payment({ estado: 'rechazado', mensajes: ['La tarjeta fue declinada.'] }), card('int-1'), '402 PAYMENT_FAILED'],
    ['a new attempt after a refusal', payment({ estado: 'rechazado' }), card('int-2'), 'start int-2'],
    ['the attempt of an expired voucher sent again', payment({ estado: 'vencido', metodo: 'oxxo_pay' }), oxxo('int-1'), '409 VOUCHER_EXPIRED'],
    ['a new attempt after a voucher expired', payment({ estado: 'vencido', metodo: 'oxxo_pay' }), oxxo('int-2'), 'start int-2'],
  ])('%s', (_case, current, request, expected) => {
    expect(outcome(current, request)).toBe(expected);
  });

  it('refuses a refused attempt sent again with its own messages', () => {
    expect(() => planAttempt(payment({ estado: 'rechazado', mensajes: ['Fondos insuficientes.', 'Intenta con otra tarjeta.'] }), card('int-1'), NOW)).toThrow(
      'Error procesando el pago: Fondos insuficientes. - Intenta con otra tarjeta.',
    );
  });
});

describe('retoNotificationAction', () => {
  const metadata = { eventId: '1-2-3', registroId: 'user-1', intento: 'int-1', tipo: 'reto' as const };
  const paid: PaymentNotification = { id: 'evt_1', type: 'order.paid', orderId: 'ord_1', metadata, amount: 15_000 };
  const expired: PaymentNotification = { ...paid, id: 'evt_2', type: 'order.expired' };
  const voucher = payment({ estado: 'ficha', metodo: 'oxxo_pay', ordenPago: 'ord_1' });

  it.each<[string, PaymentNotification, Payment | null, boolean, ReturnType<typeof retoNotificationAction>]>([
    ['a voucher paid', paid, voucher, true, 'activate'],
    ['a voucher expired', expired, voucher, true, 'release'],
    ['an expiry of another order', expired, { ...voucher, ordenPago: 'ord_2' }, true, 'ignore'],
    ['an expiry once paid', expired, { ...voucher, estado: 'pagado' }, true, 'ignore'],
    ['the paying order again', paid, { ...voucher, estado: 'pagado' }, true, 'ignore'],
    ['another order once paid', paid, { ...voucher, estado: 'pagado', ordenPago: 'ord_2' }, true, 'refund'],
    ['a card attempt that stopped after its charge', paid, payment({ desde: stale }), true, 'activate'],
    ['the card attempt still running: the first to settle wins', paid, payment({}), true, 'activate'],
    ['an order of another attempt while one is charging', paid, payment({ intento: 'int-2' }), true, 'retryLater'],
    ['a voucher paid after it expired', paid, { ...voucher, estado: 'vencido' }, true, 'activate'],
    ['a participant who left', paid, payment({ estado: 'rechazado' }), false, 'refund'],
    ['no payment recorded', paid, null, true, 'ignore'],
  ])('%s', (_case, notification, current, hasParticipant, expected) => {
    expect(retoNotificationAction(notification, current, hasParticipant, NOW)).toBe(expected);
  });
});
