// Images of an organizer web (icon, background, logos, banners, galleries): how the editor asks to
// upload one, what it gets back, and how often one organizer may ask.
import { z } from 'zod';
import type { PhotoUploadTicket } from '@shared/accounts/account-schemas';
import type { RateLimit } from '@shared/core/rate-limits';

export const SITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SITE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const siteImageMessages = {
  type: 'Solo se aceptan imágenes JPEG, PNG o WEBP',
  tooBig: 'La imagen debe pesar menos de 10 MB',
  notProcessed: 'La imagen no terminó de procesarse: intenta subirla de nuevo',
  unknownImage: 'La imagen pedida no existe',
} as const;

/** An uploaded image's id: the last part of its upload key (a UUID). */
export const siteImageIdSchema = z.string().regex(/^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/, siteImageMessages.unknownImage);

/**
 * GET /api/events/{eventId}/site/image-uploads/{imageId}: whether the processed image is there yet.
 * Always 200, so the editor's polling logs no failed request while the trigger works.
 */
export interface SiteImageStatus {
  lista: boolean;
}

/** POST /api/events/{eventId}/site/image-uploads */
export const siteImageUploadRequestSchema = z.object({
  contentType: z.enum(SITE_IMAGE_TYPES, { error: siteImageMessages.type }),
  size: z.number().int().positive().max(SITE_IMAGE_MAX_BYTES, siteImageMessages.tooBig),
});
export type SiteImageUploadRequest = z.infer<typeof siteImageUploadRequestSchema>;

/** The presigned PUT, and the address the processed image will have (404 until it is ready). */
export interface SiteImageUploadTicket extends PhotoUploadTicket {
  url: string;
}

/** A site is built in one sitting: a gallery of sixty photos fits, an endless loop of uploads does not. */
export const siteImageUploadsPerUser: readonly RateLimit[] = [
  { limit: 120, windowSeconds: 60 * 60 },
  { limit: 600, windowSeconds: 24 * 60 * 60 },
];
