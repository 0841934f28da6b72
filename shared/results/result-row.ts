// One athlete's line in the results (docs/results.md §3), as computed by the platform or uploaded
// whole by timing software.
import { z } from 'zod';
import { RAMAS } from './ramas';

/** The longest bib a start list or result row may carry. */
export const BIB_MAX_LENGTH = 12;
/** The longest club or team name a start list or result row may carry. */
export const TEAM_NAME_MAX_LENGTH = 80;
/** 'HH:MM:SS', with room for races of 100 hours or more. */
const duration = z.string().max(12);
/** 'YYYY-MM-DD HH:MM:SS.mmm'. */
const wallClock = z.string().max(23);

export const splitSchema = z.object({
  /** Checkpoint code: 1000 × point + lap. */
  kpc: z.number().int().min(0),
  /** Official elapsed time at the checkpoint, HH:MM:SS. */
  tkpc: duration,
  pCat: z.number().int().min(0).default(0),
  /** Wall-clock time of the pass in the event's zone, 'YYYY-MM-DD HH:MM:SS.mmm'. */
  fechaHoraPunto: wallClock,
});
export type Split = z.infer<typeof splitSchema>;

export const resultRowSchema = z.object({
  num: z.string().trim().min(1).max(BIB_MAX_LENGTH),
  nombre: z.string().trim().min(1).max(200),
  gen: z.enum(RAMAS),
  cat: z.string().max(60).default(''),
  codCat: z.number().int().min(0).default(0),
  mod: z.string().max(80).default(''),
  codMod: z.string().trim().min(1).max(20),
  edad: z.number().int().min(0).max(130).optional(),
  /** The athlete's club or team, as the start list names it; absent when none. */
  equipo: z.string().trim().max(TEAM_NAME_MAX_LENGTH).optional(),
  /** Official (gun) and real (chip) times, HH:MM:SS, '00:00:00' without a finish. */
  to: duration.default('00:00:00'),
  tc: duration.default('00:00:00'),
  toMS: z.number().int().min(0).default(0),
  tcMS: z.number().int().min(0).default(0),
  /** Finish wall-clock 'YYYY-MM-DD HH:MM:SS.mmm', '' without a finish. */
  fhm: wallClock.default(''),
  pG: z.number().int().min(0).default(0),
  pR: z.number().int().min(0).default(0),
  pCat: z.number().int().min(0).default(0),
  ab: z.boolean().default(false),
  borrado: z.boolean().default(false),
  dnf: z.boolean().default(false),
  dnfPlus: z.boolean().default(false),
  dq: z.boolean().default(false),
  dns: z.boolean().default(false),
  typeRow: z.union([z.literal(1), z.literal(3)]).optional(),
  registroSalida: z.boolean().default(false),
  parciales: z.array(splitSchema).max(1000).default([]),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** The reports whose rows are athletes. */
export const RESULT_VIEWS = ['general', 'genero', 'categoria', 'ganadores'] as const;
export type ResultView = (typeof RESULT_VIEWS)[number];
/** The team report: its rows are teams (shared/results/teams.ts). */
export const TEAM_VIEW = 'equipos';
/** The age-graded report (shared/results/age-grade.ts): athletes by age-grade percentage, all ('') or one branch. */
export const AGE_GRADE_VIEW = 'edad';
/** Every report the results route serves. */
export const STANDINGS_VIEWS = [...RESULT_VIEWS, TEAM_VIEW, AGE_GRADE_VIEW] as const;
export type StandingsView = (typeof STANDINGS_VIEWS)[number];

/** GET /api/events/{eventId}/results — one precomputed, cacheable page (of athletes, or of teams for 'equipos'). */
export interface StandingsPage<Row = ResultRow> {
  eventId: number;
  modalidad: string;
  view: StandingsView;
  /** The rama (genero; equipos scored by branch), the category group (categoria) or '' (general, ganadores, mixed equipos). */
  group: string;
  page: number;
  pageCount: number;
  /** Finishers (teams, for equipos) in this view and group. */
  total: number;
  rows: Row[];
  preliminary: boolean;
  generatedAt: string;
}

/** GET /api/events/{eventId}/results/csv: a report as a CSV file's text, for the browser to save. */
export interface ResultsCsv {
  nombreArchivo: string;
  csv: string;
  /** Lines after the header: teams, for the team report. */
  filas: number;
  /** More lines than one answer carries: the first ones are in it. */
  truncado: boolean;
}

/** A checkpoint pass in the live table. */
export interface LivePass {
  num: string;
  nombre: string;
  /** The runner's modality: its control points name the pass. */
  codMod: string;
  kpc: number;
  tkpc: string;
  fechaHoraPunto: string;
}
