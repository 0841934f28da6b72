// S3 ObjectCreated on uploads/profile/ — resize the photo into the media bucket and record photoURL.
import type { S3Event } from 'aws-lambda';
import { PHOTO_MAX_BYTES } from '../../shared/accounts/account-schemas';
import { setProfilePhoto } from '../accounts/profile-repository';
import { logger } from '../core/observability';
import { readUpload, storeJpeg, uploadedObjects } from './image-store';
import { mediaUrl, parseProfileUploadKey, profileMediaKey } from './photo-keys';
import { PROFILE_PHOTO_MAX_SIDE, toUprightJpeg } from './resize-image';

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseProfileUploadKey(key);
  if (!target) return logger.warn('Ignoring unexpected upload key', { key });
  if (size > PHOTO_MAX_BYTES) return logger.warn('Ignoring oversized upload', { key, size });
  let jpeg: Buffer;
  try {
    jpeg = await toUprightJpeg(await readUpload(key), PROFILE_PHOTO_MAX_SIDE);
  } catch (error) {
    // Not an image: retrying cannot help, so the upload is dropped.
    return logger.warn('Ignoring unreadable image', { key, error: error as Error });
  }
  const mediaKey = profileMediaKey(target.userId, target.uploadId);
  await storeJpeg(mediaKey, jpeg);
  await setProfilePhoto(target.userId, mediaUrl(mediaKey), target.uploadId);
}

export async function handler(event: S3Event): Promise<void> {
  for (const { key, size } of uploadedObjects(event)) await processUpload(key, size);
}
