// Race photos: what the athlete detail shows, and how a photographer's system uploads one.
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '@shared/accounts/account-schemas';
import { messages } from '@shared/core/messages';

export interface EventPhoto {
  url: string;
  urlThumb: string;
  /** Epoch seconds the photo was taken (camera time adjusted to the timing clock). */
  horaAjustada: number;
}

/** POST /api/timing/events/{eventId}/photo-uploads */
export const eventPhotoUploadRequestSchema = z.object({
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp'], { error: messages.photoType }),
  size: z.number().int().positive().max(PHOTO_MAX_BYTES, messages.photoTooBig),
  /** When the photo was taken, ISO-8601 with offset, already adjusted to the timing clock. */
  takenAt: z.iso.datetime({ offset: true }),
});
