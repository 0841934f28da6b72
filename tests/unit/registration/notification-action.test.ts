import { describe, expect, it } from 'vitest';
import { notificationAction, type NotifiedRegistrant } from '@lambdas/registration/payment/notification-action';
import type { PaymentNotification } from '@lambdas/payments/payment-provider';

const metadata = { eventId: '7', registroId: 'reg-1', intento: 'int-1' };
const card = { chargeId: 'chr_1', brand: 'visa', last4: '4242', name: 'Lucía' };
const cardPaid: PaymentNotification = { id: 'evt_1', type: 'order.paid', orderId: 'ord_card', metadata, amount: 48_150, card };
const oxxoPaid: PaymentNotification = { id: 'evt_2', type: 'order.paid', orderId: 'ord_oxxo', metadata, amount: 48_150 };
const oxxoExpired: PaymentNotification = { ...oxxoPaid, id: 'evt_3', type: 'order.expired' };

const pending = { status: 'pendiente', formaPago: '', formaInscripcion: 'en linea' };
/** Claims made before this are cut short. */
const staleBefore = new Date('2030-01-01T00:10:00.000Z');
/** Charged by card, held its place, and stopped before its folio: its claim, cut short, is still on it. */
const stopped: NotifiedRegistrant = { pagoEnCurso: 'int-1', pagoDesde: '2030-01-01T00:00:00.000Z', lugarReservado: true, statusPago: pending };
/** The same attempt still running: its own request completes it. */
const running: NotifiedRegistrant = { ...stopped, pagoDesde: '2030-01-01T00:10:30.000Z' };
const withVoucher: NotifiedRegistrant = { voucher: { referencia: '9300' }, ordenPago: 'ord_oxxo', lugarReservado: true, statusPago: { ...pending, formaPago: 'oxxo_pay' } };

describe('notificationAction', () => {
  const paidByCard = (idOperacion: string) => ({ ...pending, status: 'ok', formaPago: 'card', idOperacion });
  it.each<[string, PaymentNotification, NotifiedRegistrant | null, ReturnType<typeof notificationAction>]>([
    ['a card order paid whose attempt stopped before its folio', cardPaid, stopped, 'cardPaid'],
    ['a card order paid whose attempt is still running', cardPaid, running, 'retryLater'],
    ['the same once this charge completed the registration', cardPaid, { ...stopped, statusPago: paidByCard('chr_1') }, 'ignore'],
    ['a second charge of a registration another charge paid', cardPaid, { ...stopped, pagoEnCurso: undefined, statusPago: paidByCard('chr_2') }, 'refund'],
    ['a card order while another attempt is in flight', cardPaid, { ...running, pagoEnCurso: 'int-2' }, 'retryLater'],
    ['a card order while another attempt holds a claim cut short', cardPaid, { ...stopped, pagoEnCurso: 'int-2' }, 'retryLater'],
    ['a card order whose attempt ended without completing (its place given back)', cardPaid, { ...stopped, pagoEnCurso: undefined, lugarReservado: false }, 'cardPaid'],
    ['a card order without its attempt while one is in flight', { ...cardPaid, metadata: { eventId: '7', registroId: 'reg-1' } }, stopped, 'retryLater'],
    ['a card order expired', { ...cardPaid, type: 'order.expired' }, stopped, 'ignore'],
    ['a paid voucher', oxxoPaid, withVoucher, 'voucherPaid'],
    ['a paid voucher delivered again', oxxoPaid, { ...withVoucher, statusPago: { ...pending, status: 'ok', formaPago: 'oxxo_pay' } }, 'voucherPaid'],
    ['a voucher paid at the store after a card paid the registration', oxxoPaid, { ...withVoucher, statusPago: paidByCard('chr_1') }, 'refund'],
    ['an expired voucher', oxxoExpired, withVoucher, 'voucherExpired'],
    ['an OXXO order that is not the voucher’s', { ...oxxoPaid, orderId: 'ord_otra' }, { ...withVoucher, pagoEnCurso: undefined }, 'ignore'],
    ['an OXXO order paid before its voucher was stored', oxxoPaid, stopped, 'retryLater'],
    ['an OXXO order of a registrant with no payment in flight', oxxoPaid, { lugarReservado: false, statusPago: pending }, 'ignore'],
    ['a registrant that does not exist', cardPaid, null, 'ignore'],
    ['another kind of event', { ...cardPaid, type: 'other' }, stopped, 'ignore'],
  ])('answers %s', (_, notification, registrant, expected) => {
    expect(notificationAction(notification, registrant, staleBefore)).toBe(expected);
  });
});
