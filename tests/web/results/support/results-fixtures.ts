// Small factories for the public results screens: events, sections, result rows and standings pages.
import type { z } from 'zod';
import type { Modality, modalitySchema } from '@shared/results/event-schemas';
import type { EventSections } from '@shared/results/event-sections';
import type { ResultRow, ResultView, StandingsPage } from '@shared/results/result-row';
import { aModality as baseModality, someSections } from '../../events-console/event-fixtures';

export { anEvent } from '../../events-console/event-fixtures';

/** A half marathon whose men have an absolute category and two age categories, its women one. */
export function aModality(overrides: Partial<z.input<typeof modalitySchema>> = {}): Modality {
  return baseModality({
    kilometro: 21,
    ramaCat: {
      rama_V: {
        categorias: [
          { codigo: 9, nombreCategoria: 'Absoluto Varonil', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: true },
          { codigo: 2, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 39, cantidadGanadores: 3, absolutos: false },
          { codigo: 3, nombreCategoria: 'Master', edadDesde: 40, edadHasta: 200, cantidadGanadores: 3, absolutos: false },
        ],
      },
      rama_F: {
        categorias: [{ codigo: 2, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 39, cantidadGanadores: 3, absolutos: false }],
      },
    },
    ...overrides,
  });
}

/** That modality with checkpoints at km 5 and 10 and the finish, plus any sections given. */
export function sections(saved: Partial<Record<keyof EventSections, unknown>> = {}): EventSections {
  return someSections({
    modalidades: [aModality()],
    puntosControl: [
      { codigoModalidad: '21K', codigo: 'KM5', punto: 1, vuelta: 1, descripcionPunto: 'Km 5', kilometro: 5, tipoControl: 2 },
      { codigoModalidad: '21K', codigo: 'KM10', punto: 2, vuelta: 1, descripcionPunto: 'Km 10', kilometro: 10, tipoControl: 2 },
      { codigoModalidad: '21K', codigo: 'META', punto: 3, vuelta: 1, descripcionPunto: 'Meta', kilometro: 21, tipoControl: 3 },
    ],
    ...saved,
  });
}

export function aRow(overrides: Partial<ResultRow> = {}): ResultRow {
  return {
    num: '101',
    nombre: 'Ana López',
    gen: 'F',
    cat: 'Libre',
    codCat: 2,
    mod: 'Medio maratón',
    codMod: '21K',
    to: '01:40:00',
    tc: '01:39:30',
    toMS: 6_000_000,
    tcMS: 5_970_000,
    fhm: '2026-03-01 08:40:00.000',
    pG: 1,
    pR: 1,
    pCat: 1,
    ab: false,
    borrado: false,
    dnf: false,
    dnfPlus: false,
    dq: false,
    dns: false,
    registroSalida: true,
    parciales: [{ kpc: 1001, tkpc: '00:24:00', pCat: 1, fechaHoraPunto: '2026-03-01 07:24:00.000' }],
    ...overrides,
  };
}

/** `count` finishers ranked 1..count from `from`. */
export function rankedRows(count: number, from = 1): ResultRow[] {
  return Array.from({ length: count }, (_, i) => {
    const place = from + i;
    return aRow({ num: String(1000 + place), nombre: `Atleta ${place}`, pG: place, pR: place, pCat: place });
  });
}

export function aPage(rows: ResultRow[], overrides: Partial<StandingsPage> = {}): StandingsPage {
  return {
    eventId: 7,
    modalidad: '21K',
    view: 'general' as ResultView,
    group: '',
    page: 1,
    pageCount: 1,
    total: rows.length,
    rows,
    preliminary: false,
    generatedAt: '2026-03-01T15:00:00.000Z',
    ...overrides,
  };
}

export const runtimeConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'client',
  webSocketUrl: 'ws://localhost:3000/ws',
  mainHosts: ['localhost'],
};
