// The timed-event model (docs/results.md §3): the plain event fields and the structured sections
// organizers edit as validated JSON. The console forms and the API parse with these same schemas.
import { z } from 'zod';
import { boundedRecord } from '@shared/core/input-bounds';
import { messages } from '@shared/core/messages';
import { trackingIdMessages } from './console-texts';
import { localDateTimeRule, teamSizeRule } from './section-form-texts';

const text = (max = 120) => z.string({ error: messages.required }).trim().min(1, messages.required).max(max);
const optionalText = (max = 500) => z.string().trim().max(max).default('');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate);
/** Distances in km: the longest races run a few thousand. */
const kilometers = z.number().min(0).max(10_000);

/** Wall-clock date-time in the event's time zone, as timing systems and the spec write it. */
export const localDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,3})?$/, localDateTimeRule);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const eventInfoSchema = z.object({
  nombreEvento: text(),
  logoEvento: optionalText(),
  fechaEvento: isoDate,
  horaEvento: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.required),
  lugarEvento: text(),
  ciudadEvento: text(),
  paisEvento: text().default('México'),
  /** IANA zone the wall-clock times (hS, fhm) are written in. */
  zonaHoraria: z
    .string()
    .max(64)
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'Zona horaria inválida')
    .default('America/Mexico_City'),
  eventoDisponible: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  showWeb: z.boolean().default(false),
  /** byTime: longer is better (ranking descending), e.g. fixed-time ultras. */
  eventType: z.enum(['standard', 'byTime']).default('standard'),
  organizador: z.object({
    nombre: text(),
    colorOrganizador: hexColor.default('#e8630a'),
    linkAvisoPrivacidad: optionalText(),
  }),
  /** The event's own Meta pixel and Google tag (docs/registration.md §3 Event): registrations track there. */
  facebookPixel: z.string().trim().regex(/^(\d{5,20})?$/, trackingIdMessages.facebookPixel).optional(),
  gaId: z.string().trim().regex(/^([A-Z]{1,3}-[A-Z0-9-]{4,30})?$/, trackingIdMessages.gaId).optional(),
});
export type EventInfo = z.infer<typeof eventInfoSchema>;

/** What the event lists and cards read. */
export interface EventSummary extends EventInfo {
  iDEvento: number;
}

export const categorySchema = z.object({
  codigo: z.number().int().min(0).max(1_000_000),
  nombreCategoria: text(60),
  edadDesde: z.number().int().min(0).max(200),
  /** 200 means "and older". */
  edadHasta: z.number().int().min(0).max(200),
  cantidadGanadores: z.number().int().min(0).max(100).default(3),
  /** An absolute (overall) category: its winners are the first of the branch, whatever their age. */
  absolutos: z.boolean().default(false),
  /** Registration: not offered to registrants. */
  hide: z.boolean().default(false),
  /** Registration: the field group (gruposFormularios / camposAdicionalesModalidad) its registrants fill. */
  camposAdicionalesKey: z.string().trim().min(1).max(60).optional(),
  /** Registration: the price windows (configModalidad.precio.listaPrecios) it is charged by. */
  precioKey: z.string().trim().min(1).max(60).optional(),
});
export type Category = z.infer<typeof categorySchema>;

const branchSchema = z.object({ categorias: z.array(categorySchema).max(200).default([]) });

export const modalitySchema = z.object({
  codigoModalidad: z.string().trim().min(1).max(20),
  descripcionModalidad: text(80),
  kilometro: kilometers,
  tamano: z.number().int().min(0).max(1_000_000).optional(),
  hSalidas: z
    .array(z.object({ serie: z.string().trim().min(1).max(20), descripcionSerie: optionalText(80), hS: localDateTimeSchema }))
    .min(1)
    .max(100),
  ramaCat: z.object({ rama_V: branchSchema.optional(), rama_F: branchSchema.optional(), rama_M: branchSchema.optional() }),
  backyard: z.boolean().default(false),
  /** Registration: not offered, and its extra field groups or products not shown. */
  hide: z.boolean().default(false),
  hideAditionalInputs: z.boolean().default(false),
  hideAditionalProducts: z.boolean().default(false),
});
export type Modality = z.infer<typeof modalitySchema>;
export const modalitiesSchema = z.array(modalitySchema).max(100).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((m, i) => {
    if (seen.has(m.codigoModalidad)) ctx.addIssue({ code: 'custom', path: [i, 'codigoModalidad'], message: 'Modalidad repetida' });
    seen.add(m.codigoModalidad);
  });
});

/** tipoControl: 1 start mat, 2 intermediate, 3 finish. */
export const controlPointSchema = z.object({
  codigoModalidad: z.string().trim().min(1).max(20),
  /** The name timing systems send as `point` (e.g. SALIDA, KM5, META). */
  codigo: z.string().trim().min(1).max(20),
  punto: z.number().int().min(0).max(999),
  vuelta: z.number().int().min(1).max(999).default(1),
  descripcionPunto: text(60),
  kilometro: kilometers,
  tipoControl: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  unidadPaso: z.enum(['min/k', 'min/100mts', 'km/h']).default('min/k'),
});
export type ControlPoint = z.infer<typeof controlPointSchema>;
export const controlPointsSchema = z.array(controlPointSchema).max(1000);

export const videoSchema = z.object({
  /** A YouTube id or an https URL of a video file. */
  videoId: z.string().trim().min(1).max(500),
  title: optionalText(120),
  /** Wall-clock times the recording covers, in the event's zone. */
  startTime: localDateTimeSchema,
  endTime: localDateTimeSchema,
  hide: z.boolean().default(false),
});
export type Video = z.infer<typeof videoSchema>;

export const certificateConfigSchema = z.object({
  backgroundImage: optionalText(),
  fontColor: hexColor.default('#000000'),
  fields: z
    .array(
      z.object({
        template: z.string().max(200),
        x: z.number().min(0).max(1),
        y: z.number().min(0).max(1),
        fontSize: z.number().min(6).max(200).default(32),
        align: z.enum(['left', 'center', 'right']).default('center'),
      }),
    )
    .max(50)
    .default([]),
});

/** The most and fewest finishers a team counts (docs/results.md, Equipos). */
export const TEAM_SIZE = { min: 1, max: 20 } as const;
export const TEAM_SCORINGS = ['tiempo', 'lugar'] as const;
export type TeamScoring = (typeof TEAM_SCORINGS)[number];
export const TEAM_GROUPINGS = ['mixto', 'porRama'] as const;
export type TeamGrouping = (typeof TEAM_GROUPINGS)[number];

/**
 * The team report of a timed event: whether it is published, how many finishers each team counts,
 * whether their official times or their places are summed (lower is better either way), and whether
 * the branches are scored together or apart.
 */
export const teamsConfigSchema = z.object({
  activo: z.boolean().default(false),
  integrantes: z.number({ error: teamSizeRule }).int(teamSizeRule).min(TEAM_SIZE.min, teamSizeRule).max(TEAM_SIZE.max, teamSizeRule).default(3),
  puntuacion: z.enum(TEAM_SCORINGS).default('tiempo'),
  agrupacion: z.enum(TEAM_GROUPINGS).default('mixto'),
});
export type TeamsConfig = z.infer<typeof teamsConfigSchema>;

/**
 * Doubtful reads (docs/timing.md#the-review-queue): a pace between two points faster than the
 * limit (seconds per km; 150 is 2:30 min/km, faster than the 5 km world record), per modality when
 * it names one; a second finish within `secondFinishMinutes` of the first; the same bib again at one
 * point within `repeatedBibSeconds` (past the dead time); and whether a flagged read counts only once
 * the timer accepts it.
 */
export const readReviewConfigSchema = z.object({
  minSecondsPerKm: z.number().min(30).max(1800).default(150),
  minSecondsPerKmByModality: boundedRecord(z.string().trim().min(1).max(20), z.number().min(30).max(1800), 100).default({}),
  secondFinishMinutes: z.number().min(0).max(120).default(5),
  /** 0 turns the flag off; the manual timing app warns on the device within the same gap. */
  repeatedBibSeconds: z.number().int().min(0).max(600).default(60),
  hideUnreviewed: z.boolean().default(false),
});
export type ReadReviewConfig = z.infer<typeof readReviewConfigSchema>;

export const timingConfigSchema = z.object({
  eventVideos: z.array(videoSchema).max(100).default([]),
  hideControls: z.boolean().default(false),
  showAll: z.boolean().default(false),
  showDNS: z.boolean().default(false),
  certificateConfig: certificateConfigSchema.prefault({}),
  messages: boundedRecord(z.string().regex(/^message_\d{1,3}$/), z.string().max(1000), 100).default({}),
  /** Reads of one bib at one point closer than this keep the first. */
  deadTimeSeconds: z.number().min(0).max(3600).default(10),
  /** The team report ('Equipos'), off until the organizer turns it on. */
  equipos: teamsConfigSchema.prefault({}),
  /** Which reads the timer reviews (docs/timing.md#the-review-queue). */
  review: readReviewConfigSchema.prefault({}),
});
export type TimingConfig = z.infer<typeof timingConfigSchema>;
