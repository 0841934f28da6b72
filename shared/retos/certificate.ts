// The reto certificate (docs/retos.md §3 certificate* fields, §4, §9): the organizer's design read
// with the spec's defaults, what the certificate says, the file asked for and the refusals.
import { z } from 'zod';
import { madeOnce } from '@shared/core/made-once';
import { retoMessages } from './virtual-event';

/** The spec's canvas (docs/retos.md §9). */
export const CERTIFICATE_WIDTH = 1025;
export const CERTIFICATE_HEIGHT = 820;

export const certificateMessages = {
  inProgress: 'Evento en desarrollo, al finalizar el plazo definido puedes ingresar a descargar tu certificado oficial',
  noFinishTime: 'Aún no registras tu tiempo final en este reto: regístralo para obtener tu certificado',
  notParticipant: retoMessages.notAuthorized,
} as const;

/** `?format=`: the image, or a PDF page holding it. */
export const certificateQuerySchema = z.object({ format: z.enum(['jpeg', 'pdf']).default('jpeg') });
export type CertificateFormat = z.infer<typeof certificateQuerySchema>['format'];

export const certificateFileName = (eventId: string, format: CertificateFormat, sample = false): string =>
  `certificado-${sample ? 'muestra-' : ''}${eventId}.${format === 'pdf' ? 'pdf' : 'jpg'}`;

const position = z.number().min(0).max(2);

/**
 * The organizer's design as stored on the reto. Each setting falls back to the spec's default when it
 * is missing or unusable, so a reto saved before a setting existed still gets its certificate.
 */
export const certificateDesignSchema = z.object({
  /** The background: a key or /media/ address in the platform's media bucket. */
  certificateImage: z.string().min(1).max(500).optional().catch(undefined),
  certificateFontColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .catch('#000000'),
  /** A white panel behind the text, for backgrounds the text would not read on. */
  certificateWhiteBack: z.boolean().catch(false),
  /** 0 left, 1 centre, 2 right; decimals in between. */
  certificatePosition: position.catch(1),
  /** 0 top, 1 middle, 2 bottom; decimals in between. */
  certificatePositionVertical: position.catch(1),
});
export type CertificateDesign = z.infer<typeof certificateDesignSchema>;

/** The design of a stored reto: the five certificate settings, whatever else the item holds. */
export const certificateDesignOf = (reto: object): CertificateDesign => certificateDesignSchema.parse(reto);

/** What one athlete's certificate states. */
export interface CertificateFacts {
  athleteName: string;
  eventName: string;
  distanceKm: number;
  /** HH:MM:SS. */
  finishTime: string;
  gender: 'M' | 'F';
  /** 0 while unknown (docs/retos.md §9: no finish time, or positions not computed yet). */
  positionAbsolute: number;
  positionAbsoluteGender: number;
  /** The day it states, ISO-8601. */
  date: string;
}

/** The organizer's preview ('certificado de muestra'): the reto's own name and distance, a made-up athlete. */
export function sampleCertificateFacts(reto: { eventName: string; distance: number }, now: Date): CertificateFacts {
  return {
    athleteName: 'Nombre del Atleta',
    eventName: reto.eventName,
    distanceKm: reto.distance,
    finishTime: '01:23:45',
    gender: 'F',
    positionAbsolute: 1,
    positionAbsoluteGender: 1,
    date: now.toISOString(),
  };
}

export type CertificateLineStyle = 'heading' | 'name' | 'title' | 'body' | 'detail';

export interface CertificateLine {
  text: string;
  style: CertificateLineStyle;
}

const genderLabels = { F: 'Femenil', M: 'Varonil' } as const;
const kilometres = madeOnce(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }));
const longDate = madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' }));

/** The certificate's lines, top to bottom; the positions only when they are known. */
export function certificateLines(facts: CertificateFacts): CertificateLine[] {
  const places = [
    facts.positionAbsolute > 0 ? `Lugar general: ${facts.positionAbsolute}` : '',
    facts.positionAbsoluteGender > 0 ? `Lugar ${genderLabels[facts.gender]}: ${facts.positionAbsoluteGender}` : '',
  ].filter(Boolean);
  const lines: CertificateLine[] = [
    { text: 'Se otorga el presente certificado a', style: 'body' },
    { text: facts.athleteName, style: 'name' },
    { text: 'por completar el reto', style: 'body' },
    { text: facts.eventName, style: 'title' },
    { text: `${kilometres().format(facts.distanceKm)} km en ${facts.finishTime}`, style: 'body' },
  ];
  if (places.length) lines.push({ text: places.join('   ·   '), style: 'detail' });
  lines.push({ text: longDate().format(new Date(facts.date)), style: 'detail' });
  return lines;
}
