// The timing API's bodies (documented in /api/timing/openapi.json): start list, reads, whole results.
import { z } from 'zod';
import { RAMAS } from '@shared/results/ramas';
import { TEAM_NAME_MAX_LENGTH } from '@shared/results/result-row';

export const MAX_READS_PER_BATCH = 1000;

/** A bib: up to 12 letters, digits or dashes. */
export const BIB_PATTERN = /^[A-Za-z0-9-]{1,12}$/;

const rama = z.preprocess(
  (value) => (typeof value === 'string' ? ({ H: 'V', X: 'M' } as Record<string, string>)[value.toUpperCase()] ?? value.toUpperCase() : value),
  z.enum(RAMAS, { error: 'rama debe ser V, F o M' }),
);

export const startListEntrySchema = z.object({
  bib: z.string().trim().regex(BIB_PATTERN, 'número inválido'),
  chip: z.string().trim().max(40).optional(),
  nombre: z.string().trim().min(1, 'nombre requerido').max(80),
  apellidos: z.string().trim().max(80).default(''),
  rama,
  fechaNacimiento: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'fecha inválida').optional(),
  /** A category code or name that overrides the one the age gives. */
  categoria: z.string().trim().max(60).optional(),
  modalidad: z.string().trim().min(1, 'modalidad requerida').max(20),
  serie: z.string().trim().max(20).optional(),
  /** The athlete's club or team, for the team report; without it (or empty), the one given at registration (by bib), if any. */
  equipo: z.string().trim().max(TEAM_NAME_MAX_LENGTH).optional(),
});
export type StartListEntry = z.infer<typeof startListEntrySchema>;

export const readSchema = z
  .object({
    readId: z.string().trim().min(1).max(100).optional(),
    bib: z.string().trim().min(1).max(12).optional(),
    chip: z.string().trim().min(1).max(40).optional(),
    point: z.string().trim().min(1).max(20),
    /** ISO-8601 with offset, e.g. 2026-03-01T07:42:13.250-06:00. */
    time: z.iso.datetime({ offset: true, error: 'time debe ser ISO-8601 con zona' }),
    /** A JSON number; a CSV's digits are read as one before validation. */
    lap: z
      .number({ error: (issue) => (issue.code === 'invalid_type' ? 'lap debe ser un número entero' : undefined) })
      .int()
      .min(1)
      .max(999)
      .default(1),
  })
  .refine((read) => read.bib || read.chip, { error: 'falta bib o chip' });
export type TimingRead = z.infer<typeof readSchema>;

export interface IngestAnswer {
  accepted: number;
  duplicates: number;
  rejected: { index: number; reason: string }[];
}
