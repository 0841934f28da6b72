// A reto athlete's photos (docs/retos.md §2.6 steps 1–3, §3 Participant photos, §5, §9): the start
// line, the finish line and the evidence of a time, how one is asked to be uploaded (the platform's
// photo types and weight), and the grids of start photos and finishers, 100 a page, newest first.
import { z } from 'zod';
import { photoUploadRequestSchema, type PhotoUploadTicket } from '@shared/accounts/account-schemas';
import type { RateLimit } from '@shared/core/rate-limits';

export const RETO_PHOTO_TYPES = ['startLine', 'finishLine', 'evidence'] as const;
export type RetoPhotoType = (typeof RETO_PHOTO_TYPES)[number];

/** The photos others see: start photos and finishers. Evidence is the athlete's and the organizer's only. */
export const RETO_GRID_TYPES = ['startLine', 'finishLine'] as const;
export type RetoGridType = (typeof RETO_GRID_TYPES)[number];

/** docs/retos.md §9: photo grids page by 100. */
export const RETO_PHOTO_PAGE = 100;

export const retoPhotoMessages = {
  photoType: 'Indica si la fotografía es de la salida, de la meta o una evidencia',
  gridType: 'Elige las fotografías de la salida o las de la meta',
} as const;

/** POST /api/retos/{eventID}/me/photos */
export const retoPhotoUploadRequestSchema = photoUploadRequestSchema.extend({
  photoType: z.enum(RETO_PHOTO_TYPES, { error: retoPhotoMessages.photoType }),
});
export type RetoPhotoUploadRequest = z.infer<typeof retoPhotoUploadRequestSchema>;

/** The presigned PUT, and the address the photo will have once processed. */
export interface RetoPhotoUploadTicket extends PhotoUploadTicket {
  url: string;
}

/** A photo's id: when it was asked for (base 36 milliseconds) and a random part, so ids sort by time. */
export const retoPhotoIdSchema = z.string().regex(/^[0-9a-z]{10}-[0-9a-f]{8}$/);

/** GET /api/retos/{eventID}/photos?type=&cursor= ; the cursor is the last photo shown. */
export const retoPhotoGridQuerySchema = z.object({
  type: z.enum(RETO_GRID_TYPES, { error: retoPhotoMessages.gridType }),
  cursor: retoPhotoIdSchema.optional(),
});

/** One photo of a grid, with whose it is and, for finishers, their time. */
export interface RetoGridPhoto {
  photoId: string;
  url: string;
  athleteName: string;
  athleteLastName: string;
  finishTime: string | null;
}

export interface RetoPhotoPage {
  photos: RetoGridPhoto[];
  cursor?: string;
}

/** One of the athlete's own photos (GET /api/retos/{eventID}/me/photos), newest first. */
export interface RetoPhotoView {
  photoId: string;
  photoType: RetoPhotoType;
  url: string;
}

/** A start, a finish and a few evidence photos, retried a few times each; a loop stops here. */
export const retoPhotoUploadsPerUser: readonly RateLimit[] = [
  { limit: 30, windowSeconds: 10 * 60 },
  { limit: 200, windowSeconds: 24 * 60 * 60 },
];
