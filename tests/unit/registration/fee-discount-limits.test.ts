import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appliedDiscount } from '@shared/registration/discount';
import { isSoldOut } from '@shared/registration/folios';
import { onlineFee } from '@shared/registration/online-fee';
import { productLimitMessage } from '@shared/registration/product-limit';

const pagos = (comisionGlobal = 0.07, codigoDescuento = true) => ({ comisionGlobal, codigoDescuento, tarjeta: true, oxxo: false });

describe('onlineFee', () => {
  it.each([
    [50_000, 0.07, 3_500],
    [10_050, 0.07, 704],
    [10_007, 0.05, 500],
    [0, 0.07, 0],
    [-2_000, 0.07, 0],
  ])('on %i cents at %f is %i cents', (base, rate, fee) => {
    expect(onlineFee(base, pagos(rate))).toBe(fee);
  });

  it('is a whole, non-negative number of cents never above the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: 0, max: 1, noNaN: true }), (base, rate) => {
        const fee = onlineFee(base, pagos(rate));
        expect(Number.isInteger(fee) && fee >= 0 && fee <= Math.max(0, base)).toBe(true);
      }),
    );
  });
});

describe('appliedDiscount', () => {
  it.each([
    ['codes on', pagos(0.07, true), 5_000, 5_000],
    ['codes off', pagos(0.07, false), 5_000, 0],
    ['larger than the order', pagos(0.07, true), 90_000, 60_000],
    ['negative', pagos(0.07, true), -100, 0],
  ])('takes %s', (_, formasDePago, monto, applied) => {
    expect(appliedDiscount(formasDePago, { codigo: 'CORRE10', monto }, 60_000)).toBe(applied);
  });

  it('takes nothing without a granted code', () => {
    expect(appliedDiscount(pagos(), undefined, 60_000)).toBe(0);
  });
});

describe('productLimitMessage', () => {
  it.each([
    [1, 1, null],
    [1, 2, 'Este producto ya fue agregado y permite una sola unidad'],
    [3, 3, null],
    [3, 4, 'Este producto máximo puede ser agredo 3 veces'],
  ])('with max %i and %i units says %s', (maxCantidad, cantidad, message) => {
    expect(productLimitMessage({ maxCantidad }, cantidad)).toBe(message);
  });
});

describe('isSoldOut', () => {
  it.each([
    [100, 99, false],
    [100, 100, true],
    [0, 0, true],
  ])('with capacity %i and %i registered: %s', (capacidad, inscritos, soldOut) => {
    expect(isSoldOut({ capacidad, inscritos })).toBe(soldOut);
  });
});
