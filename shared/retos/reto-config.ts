// PATCH /api/retos/{eventID}: the organizer's configuration of a reto (docs/retos.md §2.8, §4, docs/platform.md §7 'owner update
// of an event'). Only the fields sent change; a media field sent as null is deleted. The fields of the
// platform owner's panels are for admins only. Every change names the revision it was made on.
import { z } from 'zod';
import type { RateLimit } from '@shared/core/rate-limits';
import { retoLookFields } from './reto-look';
import { RETO_MEDIA_FIELDS, type RetoMediaField } from './reto-media';
import { accessCodeAdmitedSchema, retoCategoriesSchema, retoPhotosConfigSchema } from './reto-owner-config';
import { retoFormSchema } from './reto-form';
import { retoDetailFields, retoMessages, startsBeforeEnd } from './virtual-event';

export const retoConfigMessages = {
  stale: 'Alguien más guardó cambios en este reto mientras editabas: ya tienes sus datos a la vista; lo que escribiste sigue aquí, guárdalo de nuevo',
  adminOnly: 'Solo un administrador de la plataforma cambia la configuración de fotos, las categorías, los accesos disponibles y el formulario',
  slotsBelowIssued: (issued: number) => `Los códigos generados ya suman ${issued} accesos: los accesos disponibles no pueden ser menos`,
  nothingToSave: 'No hay cambios que guardar',
} as const;

/** The fields of the platform owner's panels (docs/retos.md §6): photo config, categories, slots, form. */
export const ADMIN_ONLY_RETO_FIELDS = ['photosConfig', 'categories', 'accessCodeAdmited', 'form'] as const;

const optionalAll = <T extends Record<string, z.ZodType>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

const mediaRemovals = Object.fromEntries(RETO_MEDIA_FIELDS.map((field) => [field, z.null().optional()])) as Record<RetoMediaField, z.ZodOptional<z.ZodNull>>;

export const updateVirtualEventSchema = z
  .strictObject({
    /** The reto's revision the page read; a save on an older one is refused (409). */
    revision: z.number().int().min(0).max(1_000_000_000),
    ...optionalAll(retoDetailFields),
    admitResults: z.boolean().optional(),
    eventEnded: z.boolean().optional(),
    ...optionalAll(retoLookFields),
    ...mediaRemovals,
    photosConfig: retoPhotosConfigSchema.optional(),
    categories: retoCategoriesSchema.optional(),
    accessCodeAdmited: accessCodeAdmitedSchema.optional(),
    form: retoFormSchema.optional(),
  })
  .refine((change) => Object.keys(change).some((name) => name !== 'revision'), retoConfigMessages.nothingToSave)
  .refine((change) => !change.eventStart || !change.eventEnd || startsBeforeEnd(change.eventStart, change.eventEnd), {
    message: retoMessages.startAfterEnd,
    path: ['eventEnd'],
  });

export type UpdateVirtualEventRequest = z.infer<typeof updateVirtualEventSchema>;
/** The changes of a request, without the revision they were made on. */
export type RetoChanges = Omit<UpdateVirtualEventRequest, 'revision'>;

/** Saves of the configuration page: an inline field at a time, so many in a sitting, but not a loop. */
export const retoEditsPerUser: readonly RateLimit[] = [
  { limit: 120, windowSeconds: 10 * 60 },
  { limit: 1_000, windowSeconds: 24 * 60 * 60 },
];
