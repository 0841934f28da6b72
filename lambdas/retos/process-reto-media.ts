// S3 ObjectCreated on uploads/reto-media/ — a reto's image resized (upright, within its field's size;
// JPEG or WebP with its transparency) or its audio checked to be the format it was declared as, stored
// in the media bucket at the address the upload route named, and recorded on the reto.
import type { S3Event } from 'aws-lambda';
import { RETO_AUDIO_MAX_BYTES, RETO_IMAGE_MAX_BYTES, type RetoAudioType, type RetoImageField } from '@shared/retos/reto-media';
import { logger } from '@lambdas/core/observability';
import { setRetoMedia } from './reto-config-repository';
import { audioFormatOf } from '@lambdas/media/audio-format';
import { convertUpload, storeImage, uploadedObjects } from '@lambdas/media/image-store';
import { mediaUrl } from '@lambdas/media/photo-keys';
import { toUprightJpeg, toUprightWebp } from '@lambdas/media/resize-image';
import { audioExtensions, parseRetoMediaUploadKey, retoImageFormats, retoMediaKey, type RetoMediaTarget } from '@lambdas/media/reto-media-keys';

/**
 * Longest side per image (docs/retos.md §5, §9): the event's photo and the medal as photos are (800); the
 * certificate's background, the race bib and the frames as large as the canvases they are drawn on
 * (certificate 1025 × 820, bib 1025 × 820, photo editor 1500).
 */
const IMAGE_MAX_SIDE: Record<RetoImageField, number> = { eventPhoto: 800, medalImage: 800, certificateImage: 1500, raceNumberImage: 1500, frameImage: 1500 };

interface StoredFile {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/webp' | RetoAudioType;
}

async function image(field: RetoImageField, original: Buffer): Promise<StoredFile> {
  return retoImageFormats[field] === 'jpeg'
    ? { bytes: await toUprightJpeg(original, IMAGE_MAX_SIDE[field]), contentType: 'image/jpeg' }
    : { bytes: await toUprightWebp(original, IMAGE_MAX_SIDE[field]), contentType: 'image/webp' };
}

function audio(extension: string, bytes: Buffer): StoredFile {
  const contentType = (Object.keys(audioExtensions) as RetoAudioType[]).find((type) => audioExtensions[type] === extension);
  if (!contentType || audioFormatOf(bytes) !== extension) throw new Error(`Not ${extension} audio`);
  return { bytes, contentType };
}

function convert(key: string, size: number, target: RetoMediaTarget): Promise<StoredFile | null> {
  const { audioExtension } = target;
  if (audioExtension) return convertUpload(key, size, RETO_AUDIO_MAX_BYTES, async (bytes) => audio(audioExtension, bytes));
  return convertUpload(key, size, RETO_IMAGE_MAX_BYTES, (original) => image(target.field as RetoImageField, original));
}

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseRetoMediaUploadKey(key);
  if (!target) return logger.warn('Ignoring unexpected upload key', { key });
  // A dropped upload never reaches the reto: the organizer page's wait for it runs out and says so.
  const file = await convert(key, size, target);
  if (!file) return;
  const mediaKey = retoMediaKey(target);
  await storeImage(mediaKey, file.bytes, file.contentType);
  await setRetoMedia(target.eventId, target.field, mediaUrl(mediaKey));
}

export async function handler(event: S3Event): Promise<void> {
  for (const { key, size } of uploadedObjects(event)) await processUpload(key, size);
}
