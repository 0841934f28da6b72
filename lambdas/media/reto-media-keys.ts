// Object keys of a reto's images and audio:
// uploads/reto-media/{eventID}/{field}/{uploadId}[.audio extension] → media/reto-media/{eventID}/{field}/{uploadId}.{jpg|webp|audio extension}
// Photos-like images (the event's photo, the certificate's background) become JPEG; images drawn over
// others (race bib, medal, frame) WebP, which keeps their transparency; audio keeps its bytes.
import { RETO_AUDIO_FIELDS, RETO_MEDIA_FIELDS, type RetoAudioType, type RetoImageField, type RetoMediaField } from '@shared/retos/reto-media';

export const RETO_MEDIA_PREFIX = 'reto-media/';

export const audioExtensions: Record<RetoAudioType, string> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg', 'audio/wav': 'wav' };

/** The extension of an audio type; undefined for an image's. */
export const audioExtensionOf = (contentType: string): string | undefined => (audioExtensions as Record<string, string>)[contentType];

export const retoImageFormats: Record<RetoImageField, 'jpeg' | 'webp'> = {
  eventPhoto: 'jpeg',
  certificateImage: 'jpeg',
  raceNumberImage: 'webp',
  medalImage: 'webp',
  frameImage: 'webp',
};

export interface RetoMediaTarget {
  eventId: string;
  field: RetoMediaField;
  /** Sorts by upload time (photo-keys' newUploadId). */
  uploadId: string;
  /** Audio only: the extension its declared type has. */
  audioExtension?: string;
}

const isAudioField = (field: RetoMediaField) => (RETO_AUDIO_FIELDS as readonly string[]).includes(field);

export function retoMediaUploadKey({ eventId, field, uploadId, audioExtension }: RetoMediaTarget): string {
  return `${RETO_MEDIA_PREFIX}${eventId}/${field}/${uploadId}${audioExtension ? `.${audioExtension}` : ''}`;
}

const UPLOAD_KEY = new RegExp(`^reto-media/(\\d{1,5}-\\d{1,5}-\\d{1,5})/(${RETO_MEDIA_FIELDS.join('|')})/([0-9a-z]{10}-[0-9a-f]{8})(?:\\.(${Object.values(audioExtensions).join('|')}))?$`);

export function parseRetoMediaUploadKey(key: string): RetoMediaTarget | null {
  const match = UPLOAD_KEY.exec(key);
  if (!match) return null;
  const field = match[2] as RetoMediaField;
  const audioExtension = match[4];
  // An audio field's upload always names its format; an image's never does.
  if (isAudioField(field) !== (audioExtension !== undefined)) return null;
  return { eventId: match[1]!, field, uploadId: match[3]!, ...(audioExtension ? { audioExtension } : {}) };
}

export function retoMediaKey(target: RetoMediaTarget): string {
  const extension = target.audioExtension ?? (retoImageFormats[target.field as RetoImageField] === 'jpeg' ? 'jpg' : 'webp');
  return `${RETO_MEDIA_PREFIX}${target.eventId}/${target.field}/${target.uploadId}.${extension}`;
}
