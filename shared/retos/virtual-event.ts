// A virtual event (reto) as its organizer creates it (docs/retos.md §3 Virtual event, §4 Event
// creation): name, description, distance, price and its open period; the id is generated.
import { z } from 'zod';
import { storableNumber } from '@shared/core/input-bounds';
import { inputMessages } from '@shared/core/input-texts';
import { messages } from '@shared/core/messages';
import { eventTypeLabels } from '@shared/results/console-texts';
import type { RetoForm } from './reto-form';
import type { RetoLook } from './reto-look';
import type { RetoMediaField } from './reto-media';
import type { RetoCategories, RetoPhotosConfig } from './reto-owner-config';

export const retoMessages = {
  startAfterEnd: 'La fecha de inicio debe ser inferior a la de finalización',
  distanceStep: 'La distancia va en kilómetros con hasta dos decimales',
  notFound: 'El Id del evento ingresado no existe o el evento ya no está abierto al público',
  noProfile: 'Completa tu perfil antes de crear un reto',
  adminNotFound: 'El id del evento ingresado no existe',
  notAuthorized: 'Usuario no autorizado para este evento',
  searchTooLong: 'Máximo 20 caracteres',
} as const;

/** How a reto ranks (docs/registration.md §3 eventType, §9): by distance, the shortest time first; byTime, the longest first. */
export const RETO_TYPES = ['standard', 'byTime'] as const;
export type RetoType = (typeof RETO_TYPES)[number];

/** Missing reads 'Campo requerido' (docs/retos.md §5), anything else the field's own hint. */
const requiredOr = (otherwise: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? messages.required : otherwise);

/** A moment with seconds, as the organizer's date-time fields send it (ISO 8601 with its offset). */
const moment = z.iso.datetime({ offset: true, error: requiredOr(inputMessages.dateTimeExpected) });

/** A reto's details, each on its own: the create form takes them all, the configuration any of them. */
export const retoDetailFields = {
  eventName: z.string({ error: messages.required }).trim().min(1, messages.required).max(50),
  eventDescription: z.string({ error: messages.required }).trim().min(1, messages.required).max(2000),
  eventStart: moment,
  eventEnd: moment,
  distance: z
    .number({ error: requiredOr(inputMessages.numberExpected) })
    .min(0.01)
    .max(1000)
    .refine((km) => Math.abs(Math.round(km * 100) - km * 100) < 1e-6, retoMessages.distanceStep),
  /** Pesos; 0 is a free reto. */
  price: storableNumber().min(0).max(100_000),
  eventType: z.enum(RETO_TYPES),
};

export const startsBeforeEnd = (eventStart: string, eventEnd: string): boolean => Date.parse(eventStart) < Date.parse(eventEnd);

export const createVirtualEventSchema = z
  .object({
    ...retoDetailFields,
    price: retoDetailFields.price.default(0),
    eventType: retoDetailFields.eventType.default('standard'),
  })
  .refine((reto) => startsBeforeEnd(reto.eventStart, reto.eventEnd), { message: retoMessages.startAfterEnd, path: ['eventEnd'] });

export type CreateVirtualEventRequest = z.infer<typeof createVirtualEventSchema>;

/** Who made a reto, as anyone reads it: a name only. */
export interface RetoCreatorName {
  athleteCreateName: string;
  athleteCreateLastName: string;
}

/** Who made a reto, as its organizer and the admins read it: also the account and its e-mail. */
export interface RetoCreatorAccount extends RetoCreatorName {
  userIDCreate: string;
  athleteCreateEmail: string;
}

/** What the API answers about a reto to anyone: its card, its look, its media, its form and its maker's name. */
export interface VirtualEventView extends RetoLook, Record<RetoMediaField, string | null> {
  eventID: string;
  eventName: string;
  eventDescription: string;
  eventStart: string;
  eventEnd: string;
  distance: number;
  price: number;
  eventType: RetoType;
  admitResults: boolean;
  eventEnded: boolean;
  accessCodeAdmited: number;
  photosConfig: RetoPhotosConfig;
  categories: RetoCategories;
  form: RetoForm;
  userCreate: RetoCreatorName;
}

/** What its organizer (and an admin) reads: the public view with its maker's account, the revision to save on, and the counts. */
export interface OrganizerRetoView extends VirtualEventView {
  userCreate: RetoCreatorAccount;
  revision: number;
  codeUsesIssued: number;
  participantCount: number;
}

/** The spec's id (docs/retos.md §9): three random numbers up to 10000 joined by hyphens. */
export function newVirtualEventId(random: () => number = Math.random): string {
  return [random(), random(), random()].map((value) => String(Math.floor(value * 10_001))).join('-');
}

/** An id as routes carry it: digits and hyphens, at most 20 characters (the hub's search bound). */
export const virtualEventIdSchema = z.string().trim().regex(/^\d{1,5}-\d{1,5}-\d{1,5}$/, retoMessages.notFound).max(20);

/** The hub's search (docs/retos.md §2.5, §5): an id, required, at most 20 characters; the reto's page says whether it exists. */
export const retoSearchSchema = z.object({
  eventId: z.string().trim().min(1, messages.required).max(20, retoMessages.searchTooLong),
});

/** The organizer dashboard's texts (docs/retos.md §2.7). */
export const retoOrganizerTexts = {
  title: 'Dashboard de configuración de eventos',
  create: 'Crea tu propio evento virtual',
  later: 'En otro momento',
  mine: 'Eventos virtuales Organizados por mí',
  none: 'Aún no organizas eventos virtuales',
  fields: {
    eventName: 'Nombre del evento',
    eventDescription: 'Descripción',
    eventStart: 'Inicio',
    eventEnd: 'Fin',
    distance: 'Distancia (km)',
    price: 'Precio (pesos; 0 si es gratuito)',
    eventType: 'Tipo de evento',
  },
  /** The same names as a race's types. */
  types: eventTypeLabels satisfies Record<RetoType, string>,
  typeHint: 'Por distancia gana el menor tiempo; por tiempo, el mayor',
  save: 'Crear evento virtual',
  period: (start: string, end: string) => `Del ${start} al ${end}`,
  distance: (km: number) => `${km} km`,
} as const;
