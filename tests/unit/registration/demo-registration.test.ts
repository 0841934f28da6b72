import { describe, expect, it } from 'vitest';
import { upcomingInfo } from '@infra/local/seed/demo-event-catalog';
import { demoRegistryConfig, KIDS_MODALITY, registrationModalities } from '@infra/local/seed/demo-registration';
import { generateRace } from '@infra/local/seed/race-generator';
import { offeredCategories } from '@shared/registration/offered-categories';
import { computeOrder } from '@shared/registration/order-total';
import { priceAt } from '@shared/registration/price-window';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { modalitiesSchema } from '@shared/results/event-schemas';

const now = new Date('2026-09-15T17:30:00Z');
const config = registryConfigSchema.parse(demoRegistryConfig({ now, separarApellidos: true }));
const race = generateRace({ seed: 2, athletes: 0, info: upcomingInfo, utcOffset: '-06:00' });
const modalidades = modalitiesSchema.parse(registrationModalities(race.modalidades, upcomingInfo.fechaEvento));
const categories = modalidades.flatMap((modality) =>
  Object.values(modality.ramaCat).flatMap((branch) => branch.categorias.map((category) => ({ modality, category }))),
);
const DAY_MS = 86_400_000;

describe('the demo registry configuration', () => {
  it.each([
    ['2018-05-01', ['1K']],
    ['2014-05-01', ['5K', '1K']],
    ['2011-05-01', ['10K', '5K']],
    ['1990-05-01', ['21K', '10K', '5K']],
  ])('offers a registrant born %s only the distances of their age: %j', (fechaNacimiento, codes) => {
    const context = { edadActual: true, categoriasInferiores: false, event: upcomingInfo, now };
    const open = modalidades.filter((modality) => offeredCategories(modality, { genero: 'F', fechaNacimiento }, context).status === 'offered');
    expect(open.map((modality) => modality.codigoModalidad)).toEqual(codes);
  });

  it('is a configuration the registration API accepts, with the separarApellidos asked for', () => {
    expect(registryConfigSchema.safeParse(demoRegistryConfig({ now, separarApellidos: false })).success).toBe(true);
    expect(config.configuracion.separarApellidos).toBe(true);
    expect(registryConfigSchema.parse(demoRegistryConfig({ now, separarApellidos: false })).configuracion.separarApellidos).toBe(false);
    expect(config.configuracion.moneda.map((currency) => currency.codigo)).toEqual(['MXN', 'USD']);
    expect(config.codigosDescuento.map((code) => code.codigo)).toEqual(['CORREDOR10', 'PATROCINIO', 'INVITADO']);
  });

  it('configures every published modality, and every category has price windows under its precioKey', () => {
    expect(Object.keys(config.configModalidad).sort()).toEqual(modalidades.map((modality) => modality.codigoModalidad).sort());
    for (const { modality, category } of categories) {
      expect(category.precioKey, category.nombreCategoria).toBeDefined();
      expect(config.configModalidad[modality.codigoModalidad]?.precio.listaPrecios[category.precioKey!]?.length).toBeGreaterThan(0);
    }
  });

  it('has a current price window on the day it is seeded, and the next one starts later', () => {
    for (const modality of Object.values(config.configModalidad)) {
      for (const windows of Object.values(modality.precio.listaPrecios)) {
        const current = windows.findIndex((window) => Date.parse(window.desde) <= now.getTime() && now.getTime() < Date.parse(window.hasta));
        expect(current).toBe(0);
        expect(Date.parse(windows[1]!.desde)).toBeGreaterThan(now.getTime());
        expect(windows.map((window) => window.hasta).slice(0, -1)).toEqual(windows.map((window) => window.desde).slice(1));
      }
    }
    expect(priceAt(config.configModalidad['21K']!.precio, 'general', new Date(now.getTime() + 45 * DAY_MS))).toBe(75_000);
  });

  it('gives the modalities folio ranges that do not overlap, one of five places and one of thousands', () => {
    const ranges = Object.values(config.configModalidad)
      .map(({ folios }) => [folios.inicio, folios.inicio + folios.capacidad] as const)
      .sort(([a], [b]) => a - b);
    ranges.slice(1).forEach(([from], i) => expect(from).toBeGreaterThanOrEqual(ranges[i]![1]));
    const capacities = Object.values(config.configModalidad).map(({ folios }) => folios.capacidad);
    expect(capacities).toContain(5);
    expect(Math.max(...capacities)).toBeGreaterThanOrEqual(10_000);
  });

  it('makes the children’s 1K free and offers it to children only', () => {
    const kids = modalidades.find((modality) => modality.codigoModalidad === KIDS_MODALITY)!;
    const infantil = kids.ramaCat.rama_F!.categorias[0]!;
    const order = computeOrder(config, { modalidad: kids, categoria: infantil, moneda: 'MXN', productos: [] }, now);
    expect(order).toMatchObject({ ok: true, order: { total: 0 } });
    expect([infantil.edadDesde, infantil.edadHasta]).toEqual([4, 12]);
  });

  it('asks Elite runners for their personal best through the category’s field group', () => {
    const elite = categories.filter(({ category }) => category.nombreCategoria === 'Elite');
    expect(elite.length).toBeGreaterThan(0);
    for (const { category } of elite) {
      expect(config.gruposFormularios[category.camposAdicionalesKey!]?.map((field) => field.iDCampo)).toEqual(['marcaPersonal']);
    }
  });

  it('sells the shirt with its own size form, the medal once, and parking only at the point of sale', () => {
    const products = config.configModalidad['10K']!.productosAdicionales;
    expect(products.map((product) => [product.nombreProducto, product.maxCantidad, product.hideInPublic])).toEqual([
      ['Playera conmemorativa', 2, false],
      ['Medalla grabada', 1, false],
      ['Pase de estacionamiento', 1, true],
    ]);
    expect(products[0]!.formularioProducto.map((field) => field.tipoCampo)).toEqual(['Select']);
  });

  it('validates the emergency phone with its regex and message', () => {
    const phone = config.formulario.find((field) => field.iDCampo === 'telefonoEmergencia')!;
    expect(new RegExp(phone.regex!).test('3312345678')).toBe(true);
    expect(new RegExp(phone.regex!).test('33-1234-5678')).toBe(false);
    expect(phone.regexMessage).toBe('Escribe 10 dígitos (solo números)');
  });
});
