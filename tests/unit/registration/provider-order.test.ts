import { describe, expect, it } from 'vitest';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { providerOrder } from '@lambdas/registration/payment/provider-order';
import { computeOrder } from '@shared/registration/order-total';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { registryConfig } from './factories';

const currencies = {
  moneda: [
    { codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos Mexicanos', cambioAPeso: 1 },
    { codigo: 'USD', tipoCambio: 17.5, texto: 'Dólares', cambioAPeso: 18 },
  ],
};
const config = registryConfig({ configuracion: currencies, formasDePago: { codigoDescuento: true } });

/** A 500.00 MXN inscription and two 250.00 shirts, as the registrant's order in `moneda`. */
function registrantWith(moneda: string, descuento?: { codigo: string; monto: number }, orderConfig: RegistryConfig = config): RegistrantItem {
  const result = computeOrder(
    orderConfig,
    { modalidad: { codigoModalidad: '10K', descripcionModalidad: '10 kilómetros' }, categoria: { nombreCategoria: 'Libre' }, moneda, productos: [{ codigoProducto: 'playera', cantidad: 2 }], ...(descuento ? { descuento } : {}) },
    new Date('2026-07-01T12:00:00Z'),
  );
  if (!result.ok) throw new Error(result.message);
  return { eventId: 7, registroId: 'reg-1', nombres: 'Lucía', apellidoPaterno: 'Hernández', apellidoMaterno: 'Soto', correo: 'lucia@prueba.mx', telefono: '5512345678', order: result.order } as RegistrantItem;
}

describe('providerOrder', () => {
  it.each([
    ['in pesos', registrantWith('MXN')],
    ['in dollars', registrantWith('USD')],
    ['with a discount line', registrantWith('USD', { codigo: 'CORRE10', monto: 1_000 })],
  ])('charges the order %s in MXN cents, its items adding up to the amount', (_, registrant) => {
    const input = providerOrder(registrant, config, 'intento-1');
    expect(input?.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0)).toBe(input?.amount);
    expect(input).toMatchObject({
      idempotencyKey: 'reg-1:intento-1',
      customer: { name: 'Lucía Hernández Soto', email: 'lucia@prueba.mx', phone: '5512345678' },
      metadata: { eventId: '7', registroId: 'reg-1' },
    });
  });

  it('carries the discount as a negative item', () => {
    const input = providerOrder(registrantWith('MXN', { codigo: 'CORRE10', monto: 5_000 }), config, 'x');
    expect(input?.items.find((item) => item.name === 'CORRE10')).toEqual({ name: 'CORRE10', quantity: 1, unit_price: -5_000 });
  });

  it('leaves out lines of 0, which providers refuse', () => {
    const noFee = registryConfig({ formasDePago: { comisionGlobal: 0 } });
    expect(providerOrder(registrantWith('MXN', undefined, noFee), noFee, 'x')?.items.map((item) => item.name)).toEqual(['10 kilómetros', 'Playera']);
  });

  it('is null when the order currency is no longer configured', () => {
    expect(providerOrder(registrantWith('USD'), registryConfig(), 'x')).toBeNull();
  });
});
