import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUpRequestSchema } from '../../../shared/accounts/account-schemas';
import { fieldValueSchema } from '../../../shared/registration/registration-api';
import { registryConfigSchema } from '../../../shared/registration/registry-config-schema';
import { controlPointSchema, modalitySchema, timingConfigSchema } from '../../../shared/results/event-schemas';
import { convocatoriaSchema, customStringsSchema, customViewSchema } from '../../../shared/results/page-schemas';
import { resultRowSchema } from '../../../shared/results/result-row';

const MEGABYTE = 'x'.repeat(1024 * 1024);
const modality = { codigoModalidad: '10K', descripcionModalidad: '10 km', kilometro: 10, hSalidas: [{ serie: 'A', hS: '2030-03-01 07:00:00' }], ramaCat: {} };
const point = { codigoModalidad: '10K', codigo: 'META', punto: 1, descripcionPunto: 'Meta', kilometro: 10, tipoControl: 3 };
const config = (modality: Record<string, unknown>, configuracion: Record<string, unknown> = {}) => ({
  configModalidad: { '10K': { precio: { preventa_1: { precio_1: 45_000 } }, folios: { capacidad: 10 }, ...modality } },
  configuracion,
});
const row = { num: '1', nombre: 'Ana', gen: 'F', codMod: '10K' };
const athlete = { nombres: 'Ana', apellidos: 'López', telefono: '5512345678', genero: 'F', fechaNacimiento: '1990-05-04', password: 'secreta' };
const entries = (count: number, value: (i: number) => [string, string]) => Object.fromEntries(Array.from({ length: count }, (_, i) => value(i)));

describe('input bounds', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['a kilometro of 1e308 in a modality', modalitySchema, { ...modality, kilometro: 1e308 }, modality],
    ['a kilometro of 1e308 at a control point', controlPointSchema, { ...point, kilometro: 1e308 }, point],
    ['a 1 MB videoId', timingConfigSchema, { eventVideos: [{ videoId: MEGABYTE, startTime: '2030-03-01 07:00:00', endTime: '2030-03-01 08:00:00' }] }, {}],
    ['more than 100 result messages', timingConfigSchema, { messages: entries(101, (i) => [`message_${i}`, 'Hola']) }, { messages: { message_1: 'Hola' } }],
    ['a 1 MB convocatoria text', convocatoriaSchema, { blocks: [{ type: 'text', text: MEGABYTE }] }, { blocks: [{ type: 'text', text: 'Reglamento' }] }],
    ['a 1 MB custom-view name', customViewSchema, { name: MEGABYTE, views: [] }, { name: 'Vista', views: [] }],
    ['a 1 MB miniTheme font', customViewSchema, { views: [], miniTheme: { fontFamily: MEGABYTE } }, { views: [], miniTheme: { fontFamily: 'Arial' } }],
    ['more than 500 custom strings', customStringsSchema, entries(501, (i) => [`k${i}`, 'x']), entries(500, (i) => [`k${i}`, 'x'])],
    ['a 1 MB fhm in a result row', resultRowSchema, { ...row, fhm: MEGABYTE }, { ...row, fhm: '2030-03-01 07:45:00.000' }],
    ['a price over a million pesos', registryConfigSchema, config({ precio: { preventa_1: { precio_1: 100_000_001 } } }), config({})],
    ['a capacity over a million places', registryConfigSchema, config({ folios: { capacidad: 1_000_001 } }), config({ folios: { capacidad: 1_000_000 } })],
    ['an exchange rate of 1e308', registryConfigSchema, config({}, { moneda: [{ codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos', cambioAPeso: 1 }, { codigo: 'USD', tipoCambio: 1e308, texto: 'Dólares', cambioAPeso: 17 }] }), config({})],
    ['a form answer of 1e308', fieldValueSchema, 1e308, 12.5],
    ['a form answer past the safe integers', fieldValueSchema, 2 ** 53 + 2, 2 ** 53 - 1],
    ['an e-mail of 300 characters', signUpRequestSchema, { ...athlete, correo: `${'a'.repeat(290)}@prueba.mx` }, { ...athlete, correo: 'ana@prueba.mx' }],
  ])('refuses %s and takes the value within bounds', (_, schema, beyond, within) => {
    expect(schema.safeParse(beyond).success).toBe(false);
    expect(schema.safeParse(within).success).toBe(true);
  });
});
