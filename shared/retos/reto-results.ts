// A reto's results (docs/retos.md §2.6 step 4, §4, §9): the finishers by overall position, or one
// gender's by the gender's position, 100 a page; the podium (1–3 of each gender) only once the reto
// has ended, and '(Resultados preliminares)' until then. Athletes without a finish time are left out.
import { z } from 'zod';
import type { RetoPositions } from './reto-ranking';

export const RESULTS_PAGE_SIZE = 100;
export const PODIUM_PLACES = 3;
/** Far more pages than a reto's participants fill (300 for 30,000). */
const MAX_PAGE = 10_000;

export const RESULT_LISTS = ['all', 'F', 'M'] as const;
export type ResultList = (typeof RESULT_LISTS)[number];

export const retoResultsQuerySchema = z.object({
  gender: z.enum(RESULT_LISTS).default('all'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});

/** One finisher as the results table shows it: no account id, e-mail or birth date. */
export interface RetoResultRow {
  raceNumber: string;
  athleteName: string;
  athleteLastName: string;
  athleteGender: 'M' | 'F';
  category: string;
  finishTime: string;
  goalTime: string;
  positions: RetoPositions;
}

export interface RetoPodium {
  F: RetoResultRow[];
  M: RetoResultRow[];
}

/** GET /api/retos/{eventID}/results?gender=&page= */
export interface RetoResultsPage {
  gender: ResultList;
  page: number;
  /** Pages of the list (0 while nobody has a finish time). */
  pages: number;
  total: number;
  rows: RetoResultRow[];
  /** The reto has not ended: '(Resultados preliminares)'. */
  preliminary: boolean;
  /** The first three of each gender, once the reto has ended; null before. */
  podium: RetoPodium | null;
}

/** The three lists of finishers, from the finishers in overall order (a gender's order is the same order). */
export function resultLists(byOverall: readonly RetoResultRow[]): Record<ResultList, RetoResultRow[]> {
  return {
    all: [...byOverall],
    F: byOverall.filter((row) => row.athleteGender === 'F'),
    M: byOverall.filter((row) => row.athleteGender === 'M'),
  };
}

export function pagesOf<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / RESULTS_PAGE_SIZE) }, (_, i) => rows.slice(i * RESULTS_PAGE_SIZE, (i + 1) * RESULTS_PAGE_SIZE));
}

/** The position a list ranks its rows by. */
export const listPosition = (list: ResultList, row: RetoResultRow) => (list === 'all' ? row.positions.absolute : row.positions.gender);

export const genderLabels = { M: 'Varonil', F: 'Femenil' } as const;

export const retoResultsTexts = {
  title: 'Resultados',
  preliminary: '(Resultados preliminares)',
  podium: 'Ganadores',
  podiumPending: 'El podio se publica cuando el organizador cierra el evento.',
  filters: { all: 'Todos', F: 'Femenil', M: 'Varonil' } satisfies Record<ResultList, string>,
  myResult: 'Ver mi resultado',
  myResultTitle: 'Mi resultado',
  close: 'Cerrar',
  noFinish: 'Aún no registras tu tiempo: tus posiciones aparecen cuando lo hagas.',
  none: 'Aún no hay resultados.',
  columns: {
    position: 'Pos.',
    raceNumber: 'Número',
    name: 'Nombre',
    gender: 'Rama',
    category: 'Categoría',
    time: 'Tiempo',
    goal: 'Tiempo objetivo',
    relative: 'Pos. relativa',
  },
  positions: {
    absolute: 'Posición general',
    gender: 'Posición por rama',
    category: 'Posición por categoría',
    relative: 'Posición relativa (tiempo entre objetivo)',
    relativeGender: 'Posición relativa por rama',
    relativeCategory: 'Posición relativa por categoría',
  } satisfies Record<keyof RetoPositions, string>,
  finishTime: 'Tiempo final',
  goalTime: 'Tiempo objetivo',
  place: (position: number) => `${position}°`,
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: 'Anterior',
  next: 'Siguiente',
} as const;
