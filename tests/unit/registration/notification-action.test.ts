import { describe, expect, it } from 'vitest';
import { notificationAction, type NotifiedRegistrant } from '../../../lambdas/registration/notification-action';
import type { PaymentNotification } from '../../../lambdas/payments/payment-provider';

const metadata = { eventId: '7', registroId: 'reg-1', intento: 'int-1' };
const card = { chargeId: 'chr_1', brand: 'visa', last4: '4242', name: 'Lucía' };
const cardPaid: PaymentNotification = { id: 'evt_1', type: 'order.paid', orderId: 'ord_card', metadata, amount: 48_150, card };
const oxxoPaid: PaymentNotification = { id: 'evt_2', type: 'order.paid', orderId: 'ord_oxxo', metadata, amount: 48_150 };
const oxxoExpired: PaymentNotification = { ...oxxoPaid, id: 'evt_3', type: 'order.expired' };

const pending = { status: 'pendiente', formaPago: '', formaInscripcion: 'en linea' };
/** Charged by card, held its place, and stopped before its folio: its claim is still on it. */
const stopped: NotifiedRegistrant = { pagoEnCurso: 'int-1', lugarReservado: true, statusPago: pending };
const withVoucher: NotifiedRegistrant = { voucher: { referencia: '9300' }, ordenPago: 'ord_oxxo', lugarReservado: true, statusPago: { ...pending, formaPago: 'oxxo_pay' } };

describe('notificationAction', () => {
  it.each<[string, PaymentNotification, NotifiedRegistrant | null, ReturnType<typeof notificationAction>]>([
    ['a card order paid whose attempt stopped before its folio', cardPaid, stopped, 'cardPaid'],
    ['the same once the registration completed', cardPaid, { ...stopped, statusPago: { ...pending, status: 'ok', formaPago: 'card' } }, 'ignore'],
    ['a card order of another attempt than the one in flight', cardPaid, { ...stopped, pagoEnCurso: 'int-2' }, 'ignore'],
    ['a card order whose attempt ended (completed or refused by its request)', cardPaid, { ...stopped, pagoEnCurso: undefined }, 'ignore'],
    ['a card order whose place was given back', cardPaid, { ...stopped, lugarReservado: false }, 'ignore'],
    ['a card order made before attempts were carried', { ...cardPaid, metadata: { eventId: '7', registroId: 'reg-1' } }, stopped, 'ignore'],
    ['a paid voucher', oxxoPaid, withVoucher, 'voucherPaid'],
    ['an expired voucher', oxxoExpired, withVoucher, 'voucherExpired'],
    ['an order that is not the voucher’s', { ...oxxoPaid, orderId: 'ord_otra' }, withVoucher, 'ignore'],
    ['an OXXO order paid before its voucher was stored', oxxoPaid, stopped, 'retryLater'],
    ['an OXXO order of a registrant with no payment in flight', oxxoPaid, { lugarReservado: false, statusPago: pending }, 'ignore'],
    ['a registrant that does not exist', cardPaid, null, 'ignore'],
    ['another kind of event', { ...cardPaid, type: 'other' }, stopped, 'ignore'],
  ])('answers %s', (_, notification, registrant, expected) => {
    expect(notificationAction(notification, registrant)).toBe(expected);
  });
});
