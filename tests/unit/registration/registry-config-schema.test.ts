import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RATE, formFieldSchema, registryConfigSchema } from '@shared/registration/registry-config-schema';

describe('registryConfigSchema', () => {
  it('fills the spec defaults: 7 % fee, MXN base currency, codes off, card on', () => {
    const config = registryConfigSchema.parse({});
    expect(config.formasDePago).toEqual({ comisionGlobal: DEFAULT_FEE_RATE, codigoDescuento: false, tarjeta: true, oxxo: false });
    expect(config.configuracion.moneda).toEqual([{ codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos Mexicanos', cambioAPeso: 1, mostrarCambioAPesos: false }]);
    expect(config.prueba).toBe(false);
  });

  it.each([
    ['no base currency', [{ codigo: 'USD', tipoCambio: 18, texto: 'Dólares', cambioAPeso: 18 }]],
    ['a base other than MXN', [{ codigo: 'USD', tipo: 'base', tipoCambio: 1, texto: 'Dólares', cambioAPeso: 1 }]],
    ['a repeated currency', [{ codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos', cambioAPeso: 1 }, { codigo: 'MXN', tipoCambio: 1, texto: 'Pesos', cambioAPeso: 1 }]],
  ])('rejects %s', (_, moneda) => {
    expect(registryConfigSchema.safeParse({ configuracion: { moneda } }).success).toBe(false);
  });

  it.each([
    ['a price window that ends before it starts', { desde: '2026-03-01T00:00:00-06:00', hasta: '2026-02-01T00:00:00-06:00', precio: 100 }],
    ['a price in fractions of a cent', { desde: '2026-01-01T00:00:00-06:00', hasta: '2026-02-01T00:00:00-06:00', precio: 10.5 }],
    ['a window without offset', { desde: '2026-01-01T00:00:00', hasta: '2026-02-01T00:00:00-06:00', precio: 100 }],
  ])('rejects %s', (_, window) => {
    const configModalidad = { '10K': { precio: { preventa_1: { precio_1: 100 }, listaPrecios: { general: [window] } }, folios: { capacidad: 1 } } };
    expect(registryConfigSchema.safeParse({ configModalidad }).success).toBe(false);
  });

  it('accepts every field type of the spec and rejects an invalid regex', () => {
    for (const tipoCampo of ['text', 'date', 'number', 'Select', 'checkbox', 'radio', 'titulo', 'option']) {
      expect(formFieldSchema.parse({ campo: 'talla', iDCampo: 'c1', tipoCampo }).longitud).toBe(100);
    }
    expect(formFieldSchema.safeParse({ campo: 'talla', iDCampo: 'c1', tipoCampo: 'text', regex: '(' }).success).toBe(false);
    expect(formFieldSchema.safeParse({ campo: 'talla', iDCampo: 'c1', tipoCampo: 'text', anchoCampo: 5 }).success).toBe(false);
  });
});
