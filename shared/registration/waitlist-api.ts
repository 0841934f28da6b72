// The waiting list's contracts (docs/registration.md, Waiting list): joining a sold-out modality's
// list with the data step's data, an athlete's own entry read or left with the key mailed to them,
// and the admin area's view and changes. The SPA and the handlers parse with these same schemas.
import { z } from 'zod';
import { athleteDataSchema, type AthleteData } from './registration-api';
import { MAX_WAITLIST, WAITLIST_KEY, WAITLIST_KEY_INVALID } from './waitlist';

const codigoModalidad = z.string().trim().min(1).max(20);

/** 32 random bytes, base64url: mailed to the athlete, it proves the entry is theirs. */
export const waitlistKeySchema = z.string().regex(WAITLIST_KEY, WAITLIST_KEY_INVALID);

/** POST /api/events/{eventId}/waitlist */
export const joinWaitlistSchema = z.object({ codigoModalidad, datos: athleteDataSchema });
export type JoinWaitlist = z.infer<typeof joinWaitlistSchema>;

export interface JoinedWaitlist {
  codigoModalidad: string;
  posicion: number;
}

/** POST /api/events/{eventId}/waitlist/entry and …/waitlist/exit: the athlete's own entry, by the mailed key. */
export const waitlistEntryKeySchema = z.object({ codigoModalidad, correo: athleteDataSchema.shape.correo, clave: waitlistKeySchema });
export type WaitlistEntryKey = z.infer<typeof waitlistEntryKeySchema>;

export const WAITLIST_STATES = ['esperando', 'ofrecida'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

export interface WaitlistEntryView {
  codigoModalidad: string;
  estado: WaitlistState;
  /** Among those waiting, from 1; null once a place is offered. */
  posicion: number | null;
  /** ISO-8601 UTC, while a place is offered. */
  ofertaVence: string | null;
  datos: AthleteData;
}

/** PUT /api/events/{eventId}/waitlist/{codigoModalidad}/entries/{correo}/position */
export const moveWaitlistEntrySchema = z.object({ posicion: z.number().int().min(1).max(MAX_WAITLIST) });

export interface WaitlistAdminEntry {
  correo: string;
  nombre: string;
  estado: WaitlistState;
  /** Among those waiting, from 1; null once a place is offered. */
  posicion: number | null;
  alta: string;
  ofertaVence: string | null;
}

export interface WaitlistCounts {
  esperando: number;
  ofrecidas: number;
}

export interface WaitlistModalityView extends WaitlistCounts {
  codigoModalidad: string;
  descripcionModalidad: string;
  entradas: WaitlistAdminEntry[];
}

/** GET /api/events/{eventId}/waitlist */
export interface WaitlistAdminView {
  modalidades: WaitlistModalityView[];
}

/** The registration page with the athlete's own entry: where both the join mail and the offer mail lead. */
export const waitlistLinkPath = (eventId: number, { codigoModalidad, correo, clave }: WaitlistEntryKey) =>
  `/proximos-eventos/evento_${eventId}/inscripcion?espera=${encodeURIComponent(codigoModalidad)}&correo=${encodeURIComponent(correo)}&clave=${clave}`;
