// S3 ObjectCreated on uploads/profile/ — resize the photo into the media bucket and record photoURL.
import type { S3Event } from 'aws-lambda';
import { PHOTO_MAX_BYTES } from '@shared/accounts/account-schemas';
import { setProfilePhoto } from '@lambdas/accounts/profile-repository';
import { logger } from '@lambdas/core/observability';
import { convertUpload, storeImage, uploadedObjects } from './image-store';
import { mediaUrl, parseProfileUploadKey, profileMediaKey } from './photo-keys';
import { PROFILE_PHOTO_MAX_SIDE, toUprightJpeg } from './resize-image';

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseProfileUploadKey(key);
  if (!target) return logger.warn('Ignoring unexpected upload key', { key });
  const jpeg = await convertUpload(key, size, PHOTO_MAX_BYTES, (original) => toUprightJpeg(original, PROFILE_PHOTO_MAX_SIDE));
  if (!jpeg) return;
  const mediaKey = profileMediaKey(target.userId, target.uploadId);
  await storeImage(mediaKey, jpeg);
  await setProfilePhoto(target.userId, mediaUrl(mediaKey), target.uploadId);
}

export async function handler(event: S3Event): Promise<void> {
  for (const { key, size } of uploadedObjects(event)) await processUpload(key, size);
}
