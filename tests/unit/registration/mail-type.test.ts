import { describe, expect, it } from 'vitest';
import { confirmationMailType } from '@shared/registration/mail-texts';

describe('confirmationMailType', () => {
  it.each([
    ['a free online registration', 'efectivo', 1, 1],
    ['a card payment', 'card', 1, 4],
    ['a paid OXXO voucher', 'oxxo_pay', 1, 4],
    ['a point-of-sale registration', 'efectivo', 2, 2],
    ['a registration with an enrollment code', 'efectivo', 3, 3],
  ])('confirms %s by its own mail', (_, formaPago, tipoRegistro, expected) => {
    expect(confirmationMailType({ statusPago: { formaPago }, tipoRegistro })).toBe(expected);
  });
});
