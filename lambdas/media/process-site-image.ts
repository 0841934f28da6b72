// S3 ObjectCreated on uploads/site-images/ — an upright WebP of at most 2000 px into the media bucket,
// at the address the upload route already gave the editor (which polls it until it answers).
import type { S3Event } from 'aws-lambda';
import { SITE_IMAGE_MAX_BYTES } from '@shared/media/site-image';
import { logger } from '@lambdas/core/observability';
import { convertUpload, storeImage, uploadedObjects } from './image-store';
import { toUprightWebp } from './resize-image';
import { parseSiteImageUploadKey, siteImageMediaKey } from './site-image-keys';

/** Wide enough for a full-width banner on a large screen; a larger image would only be scaled down. */
const SITE_IMAGE_MAX_SIDE = 2000;

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseSiteImageUploadKey(key);
  if (!target) return logger.warn('Ignoring unexpected upload key', { key });
  // A dropped upload never gets its address: the editor's wait for it runs out and says so.
  const webp = await convertUpload(key, size, SITE_IMAGE_MAX_BYTES, (original) => toUprightWebp(original, SITE_IMAGE_MAX_SIDE));
  if (webp) await storeImage(siteImageMediaKey(target.eventId, target.imageId), webp, 'image/webp');
}

export async function handler(event: S3Event): Promise<void> {
  for (const { key, size } of uploadedObjects(event)) await processUpload(key, size);
}
