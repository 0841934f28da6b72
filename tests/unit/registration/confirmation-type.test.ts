import { describe, expect, it } from 'vitest';
import { confirmationType } from '../../../shared/registration/confirmation-type';
import { availableMethods } from '../../../shared/registration/payment-methods';
import type { PaymentStatus } from '../../../shared/registration/registration-api';

describe('confirmationType', () => {
  it.each<[string, Pick<PaymentStatus, 'status' | 'formaPago'>, boolean, number]>([
    ['a draft without payment', { status: 'pendiente', formaPago: '' }, false, 0],
    ['a free registration', { status: 'ok', formaPago: 'efectivo' }, false, 1],
    ['an OXXO voucher waiting for its payment', { status: 'pendiente', formaPago: 'oxxo_pay' }, false, 2],
    ['an OXXO voucher that expired unpaid', { status: 'pendiente', formaPago: 'oxxo_pay' }, true, 0],
    ['a card payment', { status: 'ok', formaPago: 'card' }, false, 3],
    ['a paid OXXO voucher', { status: 'ok', formaPago: 'oxxo_pay' }, false, 3],
  ])('is the page of %s', (_, statusPago, cancelado, expected) => {
    expect(confirmationType(statusPago, cancelado)).toBe(expected);
  });
});

describe('availableMethods', () => {
  const pagos = (tarjeta: boolean, oxxo: boolean) => ({ comisionGlobal: 0.07, codigoDescuento: false, tarjeta, oxxo });
  it.each([
    [0, pagos(true, true), ['free']],
    [100, pagos(true, true), ['card', 'oxxo_pay']],
    [100, pagos(true, false), ['card']],
    [100, pagos(false, true), ['oxxo_pay']],
    [100, pagos(false, false), []],
  ])('offers an order of %i cents %j: %j', (total, formasDePago, methods) => {
    expect(availableMethods({ total }, formasDePago)).toEqual(methods);
  });
});
