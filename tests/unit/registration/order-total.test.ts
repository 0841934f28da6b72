import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrder } from '@shared/registration/order-total';
import { formFieldSchema } from '@shared/registration/registry-config-schema';
import { orderSelection as selection, registryConfig, usdConfig } from './factories';

const EARLY = new Date('2026-01-15T12:00:00Z');
const withUsd = usdConfig();

describe('computeOrder', () => {
  it('charges the inscription in its price window plus the 7 % online fee', () => {
    const result = computeOrder(registryConfig(), selection(), EARLY);
    expect(result).toEqual({
      ok: true,
      order: {
        moneda: 'MXN',
        lines: [
          { code: 'insc', name: '10 kilómetros', description: 'Libre', quantity: 1, unit_price: 40_000, precioKey: 'general' },
          { code: 'comision', name: 'Comisión OnLine', description: 'Comisión por registro y pago en linea', quantity: 1, unit_price: 2_800 },
        ],
        subtotal: 40_000,
        discount: 0,
        fee: 2_800,
        total: 42_800,
        totalPesos: 42_800,
      },
    });
  });

  it.each([
    ['products', selection({ productos: [{ codigoProducto: 'playera', cantidad: 2 }, { codigoProducto: 'medalla', cantidad: 1 }] }), registryConfig(), { subtotal: 100_050, discount: 0, fee: 7_004, total: 107_054 }],
    ['a granted code', selection({ descuento: { codigo: 'CORRE10', monto: 4_000 } }), withUsd, { subtotal: 40_000, discount: 4_000, fee: 2_520, total: 38_520 }],
    ['a code on an event with codes off', selection({ descuento: { codigo: 'CORRE10', monto: 4_000 } }), registryConfig(), { subtotal: 40_000, discount: 0, fee: 2_800, total: 42_800 }],
    ['a code worth more than the order', selection({ descuento: { codigo: 'GRATIS', monto: 99_999 } }), withUsd, { subtotal: 40_000, discount: 40_000, fee: 0, total: 0 }],
    ['no fee configured', selection(), registryConfig({ formasDePago: { comisionGlobal: 0 } }), { subtotal: 40_000, discount: 0, fee: 0, total: 40_000 }],
  ])('totals %s', (_, chosen, config, totals) => {
    const result = computeOrder(config, chosen, EARLY);
    expect(result.ok && result.order).toMatchObject(totals);
  });

  it('adds the discount as a negative line carrying its code', () => {
    const result = computeOrder(withUsd, selection({ descuento: { codigo: 'CORRE10', monto: 4_000 } }), EARLY);
    expect(result.ok && result.order.lines.find((line) => line.code === 'códigoDescuento')).toEqual({
      code: 'códigoDescuento', name: 'CORRE10', description: '', quantity: 1, unit_price: -4_000, extraData: { codigoDescuento: 'CORRE10' },
    });
  });

  it.each(['inscriptor', 'MasterCliente', 'MasterOrganizador', 'master', 'admin'] as const)('takes no online fee line from staff registering at the desk (%s)', (audience) => {
    const online = computeOrder(withUsd, selection({ productos: [{ codigoProducto: 'medalla', cantidad: 1 }], descuento: { codigo: 'CORRE10', monto: 4_000 } }), EARLY);
    const desk = computeOrder(withUsd, selection({ productos: [{ codigoProducto: 'medalla', cantidad: 1 }], descuento: { codigo: 'CORRE10', monto: 4_000 }, audience }), EARLY);
    if (!online.ok || !desk.ok) throw new Error('both orders compute');
    expect(desk.order.lines.map((line) => line.code)).toEqual(['insc', 'producto-medalla', 'códigoDescuento']);
    expect(desk.order).toMatchObject({ subtotal: 50_050, discount: 4_000, fee: 0, total: 46_050, totalPesos: 46_050 });
    expect(online.order.lines.map((line) => line.code)).toEqual(['insc', 'producto-medalla', 'códigoDescuento', 'comision']);
    expect(online.order.total).toBe(desk.order.total + online.order.fee);
  });

  it("describes a product's form field hidden from the public when staff fill it at the desk", () => {
    const config = registryConfig();
    const [playera] = config.configModalidad['10K']?.productosAdicionales ?? [];
    if (!playera) throw new Error('the factory has a shirt');
    playera.formularioProducto = [formFieldSchema.parse({ campo: 'entrega', etiqueta: 'Entrega', iDCampo: 'entrega', tipoCampo: 'text', hideInPublic: true })];
    const productos = [{ codigoProducto: 'playera', cantidad: 1, campos: { entrega: 'En mesa' } }];

    const online = computeOrder(config, selection({ productos }), EARLY);
    const desk = computeOrder(config, selection({ productos, audience: 'inscriptor' }), EARLY);

    expect(online.ok && online.order.lines[1]?.description).toBe('');
    expect(desk.ok && desk.order.lines[1]?.description).toBe('Entrega: En mesa');
  });

  it("describes a product line with its form's values", () => {
    const config = registryConfig();
    const [playera] = config.configModalidad['10K']?.productosAdicionales ?? [];
    if (!playera) throw new Error('the factory has a shirt');
    playera.descripcionProducto = 'Playera técnica con el diseño del evento';
    playera.formularioProducto = [formFieldSchema.parse({ campo: 'talla', etiqueta: 'Talla', iDCampo: 'talla', tipoCampo: 'Select', valor: [{ texto: 'G', valor: 'G' }] })];

    const described = computeOrder(config, selection({ productos: [{ codigoProducto: 'playera', cantidad: 1, campos: { talla: 'G' } }] }), EARLY);
    const bare = computeOrder(config, selection({ productos: [{ codigoProducto: 'playera', cantidad: 1 }] }), EARLY);

    expect(described.ok && described.order.lines[1]?.description).toBe('Playera técnica con el diseño del evento · Talla: G');
    expect(bare.ok && bare.order.lines[1]?.description).toBe('Playera técnica con el diseño del evento');
    expect(described.ok && bare.ok && described.order.total).toBe(bare.ok && bare.order.total);
  });

  it('prices in the chosen currency, rounding each unit price to the cent, and states the charge in pesos', () => {
    const result = computeOrder(withUsd, selection({ moneda: 'USD', productos: [{ codigoProducto: 'medalla', cantidad: 1 }] }), EARLY);
    // 400.00 MXN / 17.5 = 22.857… → 22.86 USD; 100.50 / 17.5 = 5.742… → 5.74; fee 7 % of 28.60 = 2.00.
    expect(result.ok && result.order.lines.map((line) => line.unit_price)).toEqual([2_286, 574, 200]);
    expect(result.ok && result.order).toMatchObject({ moneda: 'USD', total: 3_060, totalPesos: 41_148 + 10_332 + 3_600 });
  });

  it.each([
    ['more units than maxCantidad', [{ codigoProducto: 'medalla', cantidad: 2 }], 'Este producto ya fue agregado y permite una sola unidad'],
    ['more units than a larger max', [{ codigoProducto: 'playera', cantidad: 3 }], 'Este producto máximo puede ser agredo 2 veces'],
    ['an unknown product', [{ codigoProducto: 'gorra', cantidad: 1 }], 'Datos inválidos, revisa el formulario'],
    ['zero units', [{ codigoProducto: 'playera', cantidad: 0 }], 'Datos inválidos, revisa el formulario'],
    ['half a unit', [{ codigoProducto: 'playera', cantidad: 1.5 }], 'Datos inválidos, revisa el formulario'],
    ['the same product twice', [{ codigoProducto: 'playera', cantidad: 1 }, { codigoProducto: 'playera', cantidad: 1 }], 'Datos inválidos, revisa el formulario'],
  ])('refuses %s', (_, productos, message) => {
    expect(computeOrder(registryConfig(), selection({ productos }), EARLY)).toEqual({ ok: false, message });
  });

  it.each([
    ['an unknown currency', selection({ moneda: 'EUR' })],
    ['a modality without configuration', selection({ modalidad: { codigoModalidad: '5K', descripcionModalidad: '5 kilómetros' } })],
  ])('refuses %s', (_, chosen) => {
    expect(computeOrder(registryConfig(), chosen, EARLY)).toEqual({ ok: false, message: 'Datos inválidos, revisa el formulario' });
  });

  it('always totals its lines in whole, non-negative cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom('MXN', 'USD'),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
        (playeras, medallas, monto, moneda, now) => {
          const productos = [
            ...(playeras ? [{ codigoProducto: 'playera', cantidad: playeras }] : []),
            ...(medallas ? [{ codigoProducto: 'medalla', cantidad: medallas }] : []),
          ];
          const result = computeOrder(withUsd, selection({ moneda, productos, descuento: { codigo: 'X', monto } }), now);
          if (!result.ok) throw new Error(result.message);
          const { lines, subtotal, discount, fee, total } = result.order;
          expect(lines.every((line) => Number.isInteger(line.unit_price))).toBe(true);
          expect(lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0)).toBe(total);
          expect(total).toBe(subtotal - discount + fee);
          expect(fee >= 0 && discount >= 0 && total >= 0).toBe(true);
        },
      ),
    );
  });
});
