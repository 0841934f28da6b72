// The open results feed's answers (docs/results.md 'The open results feed'): the handlers build these
// types, and the feed's OpenAPI document describes them from the same schemas. Rows are the
// specification's result rows, as the results screens read them and as timing software uploads them.
import { z } from 'zod';
import { resultRowSchema, RESULT_VIEWS } from './result-row';

export const feedListSchema = z.object({
  view: z.enum(RESULT_VIEWS),
  /** The rama (genero), the category's group (categoria) or '' (general, ganadores). */
  group: z.string(),
  /** As the results screens name it: 'General', 'Femenil', 'Varonil · Libre', 'Ganadores'. */
  nombre: z.string(),
  /** Finishers in the list. */
  total: z.number().int().min(0),
  pageCount: z.number().int().min(0),
});
export type FeedList = z.infer<typeof feedListSchema>;

export const feedEventSchema = z.object({
  eventId: z.number().int(),
  nombreEvento: z.string(),
  fechaEvento: z.string(),
  zonaHoraria: z.string(),
  /** 4 live, 1 closed: the feed serves no other. */
  eventoDisponible: z.union([z.literal(1), z.literal(4)]),
  preliminary: z.boolean(),
  modalidades: z.array(
    z.object({
      codigoModalidad: z.string(),
      descripcionModalidad: z.string(),
      kilometro: z.number(),
      listas: z.array(feedListSchema),
    }),
  ),
});
export type FeedEvent = z.infer<typeof feedEventSchema>;

export const feedStandingsSchema = z.object({
  eventId: z.number().int(),
  modalidad: z.string(),
  view: z.enum(RESULT_VIEWS),
  group: z.string(),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
  rows: z.array(resultRowSchema),
  preliminary: z.boolean(),
  generatedAt: z.string(),
});
export type FeedStandings = z.infer<typeof feedStandingsSchema>;

export const feedPassSchema = z.object({
  num: z.string(),
  nombre: z.string(),
  codMod: z.string(),
  /** Checkpoint code: 1000 × point + lap; 0 the finish. */
  kpc: z.number().int().min(0),
  /** The checkpoint's name in the runner's modality ('Meta' for the finish). */
  punto: z.string(),
  /** Official elapsed time at the checkpoint, HH:MM:SS. */
  tkpc: z.string(),
  fechaHoraPunto: z.string(),
});
export type FeedPass = z.infer<typeof feedPassSchema>;

export const feedPassesSchema = z.object({
  eventId: z.number().int(),
  /** The modality and filter asked for; null for the event's latest passes. */
  modalidad: z.string().nullable(),
  filtro: z.number().int().nullable(),
  preliminary: z.boolean(),
  passes: z.array(feedPassSchema),
});
export type FeedPasses = z.infer<typeof feedPassesSchema>;

export const feedAthleteSchema = z.object({
  eventId: z.number().int(),
  preliminary: z.boolean(),
  row: resultRowSchema,
  /** finished, onCourse, dq, dns, dnf or dnfPlus, with the specification's text (null for a finisher). */
  estado: z.object({ status: z.enum(['finished', 'onCourse', 'dq', 'dns', 'dnf', 'dnfPlus']), text: z.string().nullable() }),
  /** The finisher's age grade (docs/results.md 'Edad ajustada'): percentage and age-graded time HH:MM:SS; absent when none. */
  edadAjustada: z.object({ porcentaje: z.number(), tiempo: z.string() }).optional(),
});
export type FeedAthlete = z.infer<typeof feedAthleteSchema>;
