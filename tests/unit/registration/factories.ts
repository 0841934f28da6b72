// Small builders for the registration-rule tests: every field the schemas default, overridable per case.
import { categorySchema, modalitySchema, type Category, type Modality } from '@shared/results/event-schemas';
import type { OrderSelection } from '@shared/registration/order-total';
import { registryConfigSchema, type RegistryConfig } from '@shared/registration/registry-config-schema';

export const EVENT = { fechaEvento: '2026-06-14', zonaHoraria: 'America/Mexico_City' };

export function regCategory(overrides: Partial<Category> & Pick<Category, 'codigo' | 'nombreCategoria'>): Category {
  return categorySchema.parse({ edadDesde: 0, edadHasta: 200, ...overrides });
}

export function regModality(ramaCat: Modality['ramaCat']): Modality {
  return modalitySchema.parse({ codigoModalidad: '10K', descripcionModalidad: '10 kilómetros', kilometro: 10, hSalidas: [{ serie: 'A', hS: '2026-06-14 07:00:00' }], ramaCat });
}

/** A 10K at 500.00 MXN by default, 400.00 in its early window, with a shirt (max 2) and a medal (max 1). */
export function registryConfig(overrides: Record<string, unknown> = {}): RegistryConfig {
  return registryConfigSchema.parse({
    configModalidad: {
      '10K': {
        precio: {
          preventa_1: { precio_1: 50_000 },
          listaPrecios: {
            general: [
              { desde: '2026-01-01T00:00:00-06:00', hasta: '2026-03-01T00:00:00-06:00', precio: 40_000 },
              { desde: '2026-03-01T00:00:00-06:00', hasta: '2026-06-01T00:00:00-06:00', precio: 45_000 },
            ],
          },
        },
        folios: { capacidad: 100 },
        productosAdicionales: [
          { codigoProducto: 'playera', nombreProducto: 'Playera', precioProducto: 25_000, maxCantidad: 2 },
          { codigoProducto: 'medalla', nombreProducto: 'Medalla', precioProducto: 10_050, maxCantidad: 1 },
        ],
      },
    },
    ...overrides,
  });
}

/** The factory config's 10K in its general category, in pesos, with nothing else chosen. */
export const orderSelection = (overrides: Partial<OrderSelection> = {}): OrderSelection => ({
  modalidad: { codigoModalidad: '10K', descripcionModalidad: '10 kilómetros' },
  categoria: { nombreCategoria: 'Libre', precioKey: 'general' },
  moneda: 'MXN',
  productos: [],
  ...overrides,
});

/** The factory config with dollars (17.5 pesos each, charged at 18) and discount codes on. */
export const usdConfig = () =>
  registryConfig({
    configuracion: {
      moneda: [
        { codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos Mexicanos', cambioAPeso: 1 },
        { codigo: 'USD', tipoCambio: 17.5, texto: 'Dólares', cambioAPeso: 18 },
      ],
    },
    formasDePago: { codigoDescuento: true },
  });
