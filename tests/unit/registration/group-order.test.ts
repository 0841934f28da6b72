import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDiscountAmount, groupDiscountPercent, groupShare } from '@shared/registration/group-discount';
import { groupRegistrationRequestSchema, groupTotal } from '@shared/registration/group-registration-api';
import { computeOrder, type Order, type OrderSelection } from '@shared/registration/order-total';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { orderSelection as selection, registryConfig, usdConfig } from './factories';

const EARLY = new Date('2026-01-15T12:00:00Z');
const withCodesAndUsd = usdConfig();

function orderOf(chosen: OrderSelection, config = registryConfig()): Order {
  const result = computeOrder(config, chosen, EARLY);
  if (!result.ok) throw new Error(result.message);
  return result.order;
}

describe('groupDiscountPercent', () => {
  const rule = { porcentaje: 10, minimoAtletas: 4 };
  it.each([
    ['no rule', undefined, 20, 0],
    ['a group below the minimum', rule, 3, 0],
    ['a group at the minimum', rule, 4, 10],
    ['a group above the minimum', rule, 20, 10],
  ])('gives %s', (_, given, miembros, expected) => {
    expect(groupDiscountPercent(given, miembros)).toBe(expected);
  });

  it("gives the share a member's order is computed with only from the minimum on", () => {
    expect(groupShare(rule, 3)).toBeUndefined();
    expect(groupShare(rule, 4)).toEqual({ miembros: 4, porcentaje: 10 });
    expect(groupShare(undefined, 20)).toBeUndefined();
  });
});

describe('groupDiscountAmount', () => {
  it.each([
    [40_000, 10, 4_000],
    // 15 % of 100,050 is 15,007.5: rounded down, never more than stated.
    [100_050, 15, 15_007],
    [999, 33, 329],
    [40_000, 100, 40_000],
    [-500, 10, 0],
  ])('takes from %i cents at %i %% %i cents', (base, porcentaje, expected) => {
    expect(groupDiscountAmount(base, porcentaje)).toBe(expected);
  });

  it('never goes negative nor over the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (base, porcentaje) => {
        const amount = groupDiscountAmount(base, porcentaje);
        return amount >= 0 && amount <= Math.max(0, base);
      }),
    );
  });
});

describe('computeOrder for a member of a group', () => {
  it('adds the group discount as a negative line before the fee', () => {
    const order = orderOf(selection({ grupo: { miembros: 4, porcentaje: 10 } }));
    expect(order.lines).toEqual([
      { code: 'insc', name: '10 kilómetros', description: 'Libre', quantity: 1, unit_price: 40_000, precioKey: 'general' },
      { code: 'descuentoGrupo', name: 'Descuento de grupo', description: '10 % por grupo de 4 atletas', quantity: 1, unit_price: -4_000 },
      { code: 'comision', name: 'Comisión OnLine', description: 'Comisión por registro y pago en linea', quantity: 1, unit_price: 2_520 },
    ]);
    expect(order).toMatchObject({ subtotal: 40_000, discount: 4_000, fee: 2_520, total: 38_520, totalPesos: 38_520 });
  });

  it.each([
    // Products are discounted too: 15 % of 100,050 rounded down is 15,007; fee 7 % of 85,043 is 5,953.
    ['products', selection({ productos: [{ codigoProducto: 'playera', cantidad: 2 }, { codigoProducto: 'medalla', cantidad: 1 }], grupo: { miembros: 3, porcentaje: 15 } }), registryConfig(), { subtotal: 100_050, discount: 15_007, fee: 5_953, total: 90_996, totalPesos: 90_996 }],
    // The code first (4,000), then 10 % of what is left (3,600); fee 7 % of 32,400.
    ['a discount code', selection({ descuento: { codigo: 'CORRE10', monto: 4_000 }, grupo: { miembros: 5, porcentaje: 10 } }), withCodesAndUsd, { subtotal: 40_000, discount: 7_600, fee: 2_268, total: 34_668, totalPesos: 34_668 }],
    // A code that leaves nothing leaves nothing for the group discount either.
    ['a code worth the whole order', selection({ descuento: { codigo: 'GRATIS', monto: 99_999 }, grupo: { miembros: 2, porcentaje: 50 } }), withCodesAndUsd, { subtotal: 40_000, discount: 40_000, fee: 0, total: 0, totalPesos: 0 }],
    // In dollars: 2,286 inscription, 228 off, fee 144; in pesos line by line 41,148 − 4,104 + 2,592.
    ['another currency', selection({ moneda: 'USD', grupo: { miembros: 2, porcentaje: 10 } }), withCodesAndUsd, { subtotal: 2_286, discount: 228, fee: 144, total: 2_202, totalPesos: 39_636 }],
    ['a 0 % share (no rule reached)', selection({ grupo: { miembros: 2, porcentaje: 0 } }), registryConfig(), { subtotal: 40_000, discount: 0, fee: 2_800, total: 42_800, totalPesos: 42_800 }],
  ])('totals a member with %s to the cent', (_, chosen, config, totals) => {
    expect(orderOf(chosen, config)).toMatchObject(totals);
  });

  it('adds no group line at 0 %', () => {
    expect(orderOf(selection({ grupo: { miembros: 2, porcentaje: 0 } })).lines.map((line) => line.code)).toEqual(['insc', 'comision']);
  });
});

describe('groupTotal', () => {
  it('sums the members\' orders to the cent', () => {
    const members = [orderOf(selection({ grupo: { miembros: 3, porcentaje: 15 } })), orderOf(selection({ productos: [{ codigoProducto: 'medalla', cantidad: 1 }], grupo: { miembros: 3, porcentaje: 15 } })), orderOf(selection({ grupo: { miembros: 3, porcentaje: 15 } }))];
    // 34,000 + 2,380 fee twice; 50,050 less 7,507 (7,507.5 rounded down) is 42,543, plus 2,978 fee.
    expect(groupTotal(members)).toEqual({ moneda: 'MXN', total: 36_380 * 2 + 45_521, totalPesos: 36_380 * 2 + 45_521 });
  });

  it('is the sum of the members\' totals whatever they are', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 2, maxLength: 20 }), (totals) => {
        const orders = totals.map((total) => ({ moneda: 'MXN', total, totalPesos: total }));
        return groupTotal(orders).total === totals.reduce((sum, total) => sum + total, 0);
      }),
    );
  });
});

describe('groupRegistrationRequestSchema', () => {
  const member = (overrides: Record<string, unknown> = {}) => ({
    datos: { correo: 'ana@prueba.mx', nombres: 'Ana', apellidos: 'Pérez', telefono: '5512345678', fechaNacimiento: '1990-01-01', genero: 'F' },
    moneda: 'MXN',
    codigoModalidad: '10K',
    rama: 'F',
    codigoCategoria: 1,
    ...overrides,
  });
  const request = (miembros: unknown[]) => ({ intento: '0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10', etiqueta: 'Familia Pérez', miembros });
  const message = (body: unknown) => {
    const parsed = groupRegistrationRequestSchema.safeParse(body);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('takes two athletes', () => {
    expect(message(request([member(), member()]))).toBeNull();
  });

  it.each([
    ['one athlete', [member()], 'Un grupo registra de 2 a 20 atletas'],
    ['21 athletes', Array.from({ length: 21 }, () => member()), 'Un grupo registra de 2 a 20 atletas'],
    ['two currencies', [member(), member({ moneda: 'USD' })], 'Todos los atletas del grupo pagan en la misma moneda'],
    ['two codes', [member({ codigoDescuento: 'A' }), member({ codigoDescuento: 'B' })], 'Un grupo puede usar un solo código de descuento'],
  ])('refuses %s in Spanish', (_, miembros, expected) => {
    expect(message(request(miembros))).toBe(expected);
  });
});

describe('registryConfigSchema descuentoGrupo', () => {
  it.each([
    [{ porcentaje: 10, minimoAtletas: 3 }, true],
    [{ porcentaje: 0, minimoAtletas: 3 }, false],
    [{ porcentaje: 101, minimoAtletas: 3 }, false],
    [{ porcentaje: 10, minimoAtletas: 1 }, false],
    [{ porcentaje: 10, minimoAtletas: 21 }, false],
    [{ porcentaje: 12.5, minimoAtletas: 3 }, false],
  ])('takes %o: %s', (descuentoGrupo, valid) => {
    expect(registryConfigSchema.safeParse({ descuentoGrupo }).success).toBe(valid);
  });
});
