import { describe, expect, it } from 'vitest';
import { checkDiscountCode } from '@shared/registration/discount-code';
import type { Currency } from '@shared/registration/registry-config-schema';
import { registryConfig } from './factories';

const MXN: Currency = { codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos Mexicanos', cambioAPeso: 1, mostrarCambioAPesos: false };
const USD: Currency = { codigo: 'USD', tipo: '', tipoCambio: 20, texto: 'Dólares', cambioAPeso: 20, mostrarCambioAPesos: false };

const withCodes = (codigoDescuento = true) =>
  registryConfig({
    formasDePago: { codigoDescuento },
    codigosDescuento: [
      { codigo: 'corre10', tipo: 'porcentaje', valor: 10, usosMaximos: 3 },
      { codigo: 'MENOS100', tipo: 'monto', valor: 10_000, usosMaximos: 1, modalidades: ['10K'] },
      { codigo: 'SOLO5K', tipo: 'monto', valor: 10_000, usosMaximos: 9, modalidades: ['5K'] },
      { codigo: 'APAGADO', tipo: 'porcentaje', valor: 50, usosMaximos: 9, activo: false },
    ],
  });

const target = (overrides: Partial<{ subtotal: number; currency: Currency; usos: number }> = {}) => ({ codigoModalidad: '10K', subtotal: 50_000, currency: MXN, usos: 0, ...overrides });

describe('checkDiscountCode', () => {
  it.each([
    ['a percentage, whatever the case typed', 'Corre10', target(), { status: 'valid', grant: { codigo: 'CORRE10', monto: 5_000 } }],
    ['an amount in pesos', 'menos100', target(), { status: 'valid', grant: { codigo: 'MENOS100', monto: 10_000 } }],
    ['an amount in pesos, in dollars', 'MENOS100', target({ currency: USD, subtotal: 2_500 }), { status: 'valid', grant: { codigo: 'MENOS100', monto: 500 } }],
    ['never more than the subtotal', 'MENOS100', target({ subtotal: 4_000 }), { status: 'valid', grant: { codigo: 'MENOS100', monto: 4_000 } }],
    ['a code used up', 'MENOS100', target({ usos: 1 }), { status: 'usedUp' }],
    ['a code of another modality', 'SOLO5K', target(), { status: 'invalid' }],
    ['an inactive code', 'APAGADO', target(), { status: 'invalid' }],
    ['an unknown code', 'NADA', target(), { status: 'invalid' }],
  ])('answers %s', (_, codigo, discountTarget, expected) => {
    expect(checkDiscountCode(withCodes(), codigo, discountTarget)).toMatchObject(expected);
  });

  it.each([
    ['an order of 0', 'CORRE10', target({ subtotal: 0 })],
    ['an amount code on an order of 0', 'MENOS100', target({ subtotal: 0 })],
    ['a percentage that rounds to nothing', 'CORRE10', target({ subtotal: 4 })],
  ])('does not apply to %s', (_, codigo, discountTarget) => {
    expect(checkDiscountCode(withCodes(), codigo, discountTarget)).toEqual({ status: 'notApplicable' });
  });

  it('takes nothing while the event has codes off', () => {
    expect(checkDiscountCode(withCodes(false), 'CORRE10', target())).toEqual({ status: 'invalid' });
  });
});
