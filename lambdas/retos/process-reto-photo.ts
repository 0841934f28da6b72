// S3 ObjectCreated on uploads/reto-photos/ — an athlete's reto photo made an upright 800 px JPEG
// without its metadata (docs/retos.md §5), stored in the media bucket and recorded: the grids, the athlete's
// start or finish photo, or one more evidence photo (once, however often the upload is delivered).
import type { S3Event } from 'aws-lambda';
import { PHOTO_MAX_BYTES } from '@shared/accounts/account-schemas';
import { logger } from '@lambdas/core/observability';
import { recordRetoPhoto } from './reto-photos-repository';
import { convertUpload, storeImage, uploadedObjects } from '@lambdas/media/image-store';
import { mediaUrl } from '@lambdas/media/photo-keys';
import { parseRetoPhotoUploadKey, retoPhotoMediaFolder, retoPhotoMediaKey } from '@lambdas/media/reto-photo-keys';
import { toUprightJpeg } from '@lambdas/media/resize-image';

/** docs/retos.md §5: athletes' photos are kept at most 800 px on their longest side. */
const RETO_PHOTO_MAX_SIDE = 800;

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseRetoPhotoUploadKey(key);
  if (!target) return logger.warn('Ignoring unexpected upload key', { key });
  const jpeg = await convertUpload(key, size, PHOTO_MAX_BYTES, (original) => toUprightJpeg(original, RETO_PHOTO_MAX_SIDE));
  if (!jpeg) return;
  const mediaKey = retoPhotoMediaKey(target);
  await storeImage(mediaKey, jpeg);
  const recording = await recordRetoPhoto({ ...target, url: mediaUrl(mediaKey), urlFolder: mediaUrl(retoPhotoMediaFolder(target)) });
  if (recording === 'not a participant') logger.warn('Ignoring a reto photo of no participant', { key });
}

export async function handler(event: S3Event): Promise<void> {
  for (const { key, size } of uploadedObjects(event)) await processUpload(key, size);
}
