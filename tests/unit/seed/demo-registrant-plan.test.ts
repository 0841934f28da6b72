import { describe, expect, it } from 'vitest';
import { springInfo } from '@infra/local/seed/demo-event-catalog';
import { DEMO_PRICE_KEYS, demoRegistryConfig, KIDS_MODALITY, registrationModalities } from '@infra/local/seed/demo-registration';
import { DEMO_PATHS, pathCounts } from '@infra/local/seed/demo-registrant-mix';
import { DESK_PATHS, FIVE_K_TAKEN, planRegistrants, type PlanOptions } from '@infra/local/seed/demo-registrant-plan';
import { generateRace } from '@infra/local/seed/race-generator';
import { ageOn, branchCategories } from '@shared/results/categories';
import { computeOrder } from '@shared/registration/order-total';
import { registrationRequestSchema } from '@shared/registration/registration-api';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { modalitiesSchema } from '@shared/results/event-schemas';

const now = new Date('2026-11-26T12:00:00Z');
const race = generateRace({ seed: 3, athletes: 0, info: springInfo, utcOffset: '-06:00', firstGun: '07:00:00' });
const modalidades = modalitiesSchema.parse(registrationModalities(race.modalidades, springInfo.fechaEvento));
const config = registryConfigSchema.parse(demoRegistryConfig({ now, separarApellidos: true }));
const options: PlanOptions = { eventId: 4, seed: 4, count: 2500, modalidades, event: springInfo };
const plan = planRegistrants(options);

const categoryOf = ({ request }: (typeof plan)[number]) => {
  const modality = modalidades.find((candidate) => candidate.codigoModalidad === request.codigoModalidad)!;
  return { modality, category: branchCategories(modality, request.rama).find((candidate) => candidate.codigo === request.codigoCategoria)! };
};
const ageOf = ({ request }: (typeof plan)[number]) => ageOn(request.datos.fechaNacimiento, springInfo.fechaEvento);

describe('pathCounts', () => {
  it('gives every path at least one registrant and card payments the rest', () => {
    for (const count of [50, 120, 2500]) {
      const counts = pathCounts(count);
      expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(count);
      for (const path of DEMO_PATHS) expect(counts[path], `${path} of ${count}`).toBeGreaterThan(0);
    }
  });

  it('leaves INVITADO and the point of sale within their limits at 2,500', () => {
    const counts = pathCounts(2500);
    expect(counts).toMatchObject({ invitado: 10, taquilla: 96, 'codigo-inscripcion': 4, borrador: 300, 'oxxo-pendiente': 200 });
  });

  it('refuses a plan too small for every path, or not a count', () => {
    expect(() => pathCounts(49)).toThrow('al menos 50');
    expect(() => pathCounts(Number('muchos'))).toThrow('al menos 50');
  });
});

describe('planRegistrants', () => {
  it('is the same plan for the same seed, and another for another seed', () => {
    expect(planRegistrants(options)).toEqual(plan);
    expect(planRegistrants({ ...options, seed: 5 }).map((planned) => planned.request.datos)).not.toEqual(plan.map((planned) => planned.request.datos));
  });

  it('makes requests the registration API accepts, each its own attempt and e-mail', () => {
    for (const { request } of plan) expect(registrationRequestSchema.safeParse(request).success, JSON.stringify(request)).toBe(true);
    expect(new Set(plan.map((planned) => planned.request.intento)).size).toBe(plan.length);
    expect(new Set(plan.map((planned) => planned.request.datos.correo)).size).toBe(plan.length);
  });

  it('names women and men with both surnames, accents included', () => {
    const genders = plan.map((planned) => planned.request.datos.genero);
    expect(genders.filter((genero) => genero === 'F').length / plan.length).toBeCloseTo(0.52, 1);
    expect(plan.every(({ request }) => request.datos.apellidoPaterno && request.datos.apellidoMaterno)).toBe(true);
    expect(plan.filter(({ request }) => /[áéíóúñÁÉÍÓÚ]/.test(`${request.datos.nombres} ${request.datos.apellidoPaterno}`)).length).toBeGreaterThan(plan.length / 3);
    expect(new Set(plan.map(({ request }) => `${request.datos.nombres} ${request.datos.apellidoPaterno} ${request.datos.apellidoMaterno}`)).size).toBeGreaterThan(2000);
  });

  it('puts each registrant in a category of their age, with every age category of the 21K and 10K taken', () => {
    for (const planned of plan) {
      const { category } = categoryOf(planned);
      const age = ageOf(planned);
      expect(category.edadDesde <= age && (age <= category.edadHasta || category.edadHasta === 200), `${age} in ${category.nombreCategoria}`).toBe(true);
    }
    for (const codigo of ['21K', '10K']) {
      const modality = modalidades.find((candidate) => candidate.codigoModalidad === codigo)!;
      for (const rama of ['V', 'F'] as const) {
        const taken = new Set(plan.filter((planned) => planned.request.codigoModalidad === codigo && planned.request.rama === rama).map((planned) => planned.request.codigoCategoria));
        const offered = branchCategories(modality, rama).filter((category) => !category.absolutos);
        expect([...taken].sort(), `${codigo} ${rama}`).toEqual(offered.map((category) => category.codigo).sort());
      }
    }
  });

  it('sends the children to the free 1K, takes three of the 5K’s five places and asks Elite for a personal best', () => {
    const kids = plan.filter((planned) => planned.request.codigoModalidad === KIDS_MODALITY);
    expect(kids.map((planned) => planned.path)).toEqual(kids.map(() => 'infantil'));
    expect(kids.every((planned) => ageOf(planned) >= 4 && ageOf(planned) <= 12)).toBe(true);
    expect(plan.filter((planned) => planned.request.codigoModalidad === '5K').map((planned) => planned.path)).toEqual(Array(FIVE_K_TAKEN).fill('tarjeta'));
    const elite = plan.filter((planned) => categoryOf(planned).category.precioKey === DEMO_PRICE_KEYS.elite);
    expect(elite.length).toBeGreaterThan(20);
    expect(elite.every((planned) => /^\d{1,2}:[0-5]\d:[0-5]\d$/.test(String(planned.request.campos.marcaPersonal)))).toBe(true);
  });

  it('fills the required fields and orders what the demo configuration sells', () => {
    const required = config.formulario.filter((field) => field.validacion === 'Requerido').map((field) => field.iDCampo);
    for (const planned of plan) {
      expect(Object.keys(planned.request.campos)).toEqual(expect.arrayContaining(required));
      if (DESK_PATHS.includes(planned.path)) continue;
      const { modality, category } = categoryOf(planned);
      const { request } = planned;
      expect(computeOrder(config, { modalidad: modality, categoria: category, moneda: request.moneda, productos: request.productos }, now).ok).toBe(true);
    }
    const products = plan.flatMap((planned) => planned.request.productos.map((product) => product.codigoProducto));
    expect(new Set(products)).toEqual(new Set(['playera', 'medalla-grabada', 'estacionamiento']));
    expect(plan.filter((planned) => planned.request.productos.some((product) => product.codigoProducto === 'estacionamiento')).every((planned) => DESK_PATHS.includes(planned.path))).toBe(true);
  });

  it('gives the desk registrations to the point of sale up to its share, then to the client’s master', () => {
    const desk = plan.filter((planned) => DESK_PATHS.includes(planned.path));
    expect(desk.filter((planned) => planned.clerk === 'taquilla')).toHaveLength(54);
    expect(desk.filter((planned) => planned.clerk === 'cliente')).toHaveLength(46);
    expect(desk.filter((planned) => planned.path === 'codigo-inscripcion').every((planned) => planned.request.codigoDescuento === 'PATROCINIO')).toBe(true);
  });
});
