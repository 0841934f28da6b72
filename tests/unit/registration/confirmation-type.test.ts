import { describe, expect, it } from 'vitest';
import { confirmationType, isRefusedAsSoldOut } from '@shared/registration/confirmation-type';
import { availableMethods } from '@shared/registration/payment-methods';
import type { PaymentStatus, RegistrationOrigin } from '@shared/registration/registration-api';

describe('confirmationType', () => {
  it.each<[string, Pick<PaymentStatus, 'status' | 'formaPago'>, boolean, RegistrationOrigin, number]>([
    ['a draft without payment', { status: 'pendiente', formaPago: '' }, false, 1, 0],
    ['a free registration', { status: 'ok', formaPago: 'efectivo' }, false, 1, 1],
    ['an OXXO voucher waiting for its payment', { status: 'pendiente', formaPago: 'oxxo_pay' }, false, 1, 2],
    ['an OXXO voucher that expired unpaid', { status: 'pendiente', formaPago: 'oxxo_pay' }, true, 1, 0],
    ['a card payment', { status: 'ok', formaPago: 'card' }, false, 1, 3],
    ['a paid OXXO voucher', { status: 'ok', formaPago: 'oxxo_pay' }, false, 1, 3],
    ['a registration paid in cash at the point of sale', { status: 'ok', formaPago: 'efectivo' }, false, 2, 1],
    ['a registration with an enrollment code', { status: 'ok', formaPago: 'efectivo' }, false, 3, 4],
    ['a desk registration not completed', { status: 'pendiente', formaPago: '' }, false, 3, 0],
  ])('is the page of %s', (_, statusPago, cancelado, tipoRegistro, expected) => {
    expect(confirmationType(statusPago, cancelado, tipoRegistro)).toBe(expected);
  });
});

describe('isRefusedAsSoldOut', () => {
  const full = { capacidad: 5, inscritos: 5 };
  const open = { capacidad: 5, inscritos: 4 };
  const draft = { statusPago: { status: 'pendiente' as const }, lugarReservado: false, cancelado: false };
  it.each([
    ['a draft whose modality is full', draft, full, true],
    ['a draft whose modality still has a place', draft, open, false],
    ['a draft of a modality without places at all', draft, { capacidad: 0, inscritos: 0 }, true],
    ['a registration holding a place (payment in flight, unpaid voucher)', { ...draft, lugarReservado: true }, full, false],
    ['a complete registration of a full modality', { ...draft, statusPago: { status: 'ok' as const } }, full, false],
    ['an expired voucher, which reads as cancelled instead', { ...draft, cancelado: true }, full, false],
  ])('%s: %s', (_, registrant, places, expected) => {
    expect(isRefusedAsSoldOut(registrant, places)).toBe(expected);
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
