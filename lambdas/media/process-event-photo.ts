// S3 ObjectCreated on uploads/event-photos/ — a 1500 px photo and a 300 px thumbnail, then the photo record.
import type { S3Event } from 'aws-lambda';
import { PHOTO_MAX_BYTES } from '@shared/accounts/account-schemas';
import { logger } from '@lambdas/core/observability';
import { eventPhotoMediaKeys, parseEventPhotoUploadKey } from './event-photo-keys';
import { addEventPhoto } from './event-photos-repository';
import { convertUpload, storeImage, uploadedObjects } from './image-store';
import { mediaUrl } from './photo-keys';
import { toUprightJpeg } from './resize-image';

/** The photo editor's canvas limit (spec): larger photos would only be scaled down again. */
const EVENT_PHOTO_MAX_SIDE = 1500;
const THUMB_MAX_SIDE = 300;

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseEventPhotoUploadKey(key);
  if (!target) return logger.warn('Ignoring unexpected upload key', { key });
  const images = await convertUpload(key, size, PHOTO_MAX_BYTES, (original) =>
    Promise.all([toUprightJpeg(original, EVENT_PHOTO_MAX_SIDE), toUprightJpeg(original, THUMB_MAX_SIDE)]),
  );
  if (!images) return;
  const [photo, thumb] = images;
  const keys = eventPhotoMediaKeys(target.eventId, target.photoId);
  await Promise.all([storeImage(keys.photo, photo), storeImage(keys.thumb, thumb)]);
  await addEventPhoto({
    eventId: target.eventId,
    photoId: target.photoId,
    horaAjustada: Math.floor(target.takenAtMs / 1000),
    url: mediaUrl(keys.photo),
    urlThumb: mediaUrl(keys.thumb),
  });
}

export async function handler(event: S3Event): Promise<void> {
  for (const { key, size } of uploadedObjects(event)) await processUpload(key, size);
}
