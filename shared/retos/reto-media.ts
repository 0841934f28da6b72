// A reto's images and audio (docs/retos.md §2.8, §5, §9): which fields take a file, what each accepts, how the
// organizer page asks to upload one and what it gets back. Audio weighs at most 3,084,000 bytes.
import { z } from 'zod';
import type { PhotoUploadTicket } from '@shared/accounts/account-schemas';
import type { RateLimit } from '@shared/core/rate-limits';

export const RETO_IMAGE_FIELDS = ['eventPhoto', 'raceNumberImage', 'medalImage', 'frameImage', 'certificateImage'] as const;
export const RETO_AUDIO_FIELDS = ['startAudio', 'finishAudio'] as const;
export const RETO_MEDIA_FIELDS = [...RETO_IMAGE_FIELDS, ...RETO_AUDIO_FIELDS] as const;
export type RetoImageField = (typeof RETO_IMAGE_FIELDS)[number];
export type RetoAudioField = (typeof RETO_AUDIO_FIELDS)[number];
export type RetoMediaField = (typeof RETO_MEDIA_FIELDS)[number];

export const RETO_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RETO_AUDIO_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav'] as const;
export type RetoAudioType = (typeof RETO_AUDIO_TYPES)[number];
export const RETO_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** docs/retos.md §9: the heaviest audio file taken. */
export const RETO_AUDIO_MAX_BYTES = 3_084_000;

export const retoMediaMessages = {
  audioTooBig: 'El audio debe pesar menos de 3000 kb',
  audioType: 'Solo se aceptan audios MP3, M4A, OGG o WAV',
  imageType: 'Solo se aceptan imágenes JPEG, PNG o WEBP',
  imageTooBig: 'La imagen debe pesar menos de 10 MB',
} as const;

const size = (max: number, message: string) => z.number().int().positive().max(max, message);

/** POST /api/retos/{eventID}/media-uploads */
export const retoMediaUploadRequestSchema = z.discriminatedUnion('field', [
  z.object({
    field: z.enum(RETO_IMAGE_FIELDS),
    contentType: z.enum(RETO_IMAGE_TYPES, { error: retoMediaMessages.imageType }),
    size: size(RETO_IMAGE_MAX_BYTES, retoMediaMessages.imageTooBig),
  }),
  z.object({
    field: z.enum(RETO_AUDIO_FIELDS),
    contentType: z.enum(RETO_AUDIO_TYPES, { error: retoMediaMessages.audioType }),
    size: size(RETO_AUDIO_MAX_BYTES, retoMediaMessages.audioTooBig),
  }),
]);
export type RetoMediaUploadRequest = z.infer<typeof retoMediaUploadRequestSchema>;

/** The presigned PUT, and the address the processed file will have once the reto holds it. */
export interface RetoMediaUploadTicket extends PhotoUploadTicket {
  url: string;
}

/** Names browsers give the same audio formats, as the upload declares them. */
const audioTypeAliases: Record<string, RetoAudioType> = {
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** The MIME type to declare for a file the browser typed `fileType`. */
export const retoUploadContentType = (fileType: string): string => audioTypeAliases[fileType] ?? fileType;

/** A reto is set up in a sitting or two; a loop of uploads stops here. */
export const retoMediaUploadsPerUser: readonly RateLimit[] = [
  { limit: 60, windowSeconds: 60 * 60 },
  { limit: 300, windowSeconds: 24 * 60 * 60 },
];
