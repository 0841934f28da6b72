// Small builders for the race-rule tests: every field the schemas default, overridable per case.
import { categorySchema, controlPointSchema, modalitySchema, type Category, type ControlPoint, type Modality } from '@shared/results/event-schemas';
import { resultRowSchema, type ResultRow } from '@shared/results/result-row';
import { startListEntrySchema, type StartListEntry } from '@shared/timing/timing-schemas';

export const ZONE = 'America/Mexico_City';

export function resultRow(overrides: Partial<ResultRow> = {}): ResultRow {
  return resultRowSchema.parse({ num: '1', nombre: 'Ana López', gen: 'F', codMod: '10K', ...overrides });
}

/** A finisher: official and chip time from seconds, finishing that many seconds after 07:00. */
export function finisher(num: string, seconds: number, overrides: Partial<ResultRow> = {}): ResultRow {
  const clock = new Date(Date.UTC(2026, 2, 1, 7, 0, seconds)).toISOString().slice(11, 19);
  return resultRow({ num, toMS: seconds * 1000, tcMS: seconds * 1000, fhm: `2026-03-01 ${clock}.000`, ...overrides });
}

export function category(overrides: Partial<Category> & Pick<Category, 'codigo' | 'nombreCategoria'>): Category {
  return categorySchema.parse({ edadDesde: 0, edadHasta: 200, ...overrides });
}

export function modality(overrides: Partial<Modality> = {}): Modality {
  return modalitySchema.parse({
    codigoModalidad: '10K',
    descripcionModalidad: '10 kilómetros',
    kilometro: 10,
    hSalidas: [{ serie: 'A', hS: '2026-03-01 07:00:00' }],
    ramaCat: {},
    ...overrides,
  });
}

export function controlPoint(overrides: Partial<ControlPoint> & Pick<ControlPoint, 'codigo' | 'punto' | 'tipoControl'>): ControlPoint {
  return controlPointSchema.parse({ codigoModalidad: '10K', descripcionPunto: overrides.codigo, kilometro: 0, ...overrides });
}

export function athlete(overrides: Partial<StartListEntry> = {}): StartListEntry {
  return startListEntrySchema.parse({ bib: '101', nombre: 'Ana', apellidos: 'López', rama: 'F', modalidad: '10K', ...overrides });
}
