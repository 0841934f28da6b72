// S3 ObjectCreated on uploads/activities/ — the file read into an activity of its uploader (or
// refused with its reason), stored where the uploader's wait finds it. A file over the size the
// route signed is refused unread.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { ACTIVITY_LIMITS } from '@shared/activities/activity-checks';
import { activityMessages } from '@shared/activities/activity-texts';
import { s3 } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';
import { logger } from '@lambdas/core/observability';
import { uploadedObjects } from '@lambdas/media/image-store';
import { storeActivity } from './activities-repository';
import { parseActivityUploadKey } from './activity-upload-keys';
import { parseActivityFile } from './parse-activity-file';

const uploadsBucket = need('UPLOADS_BUCKET');

async function readUpload(key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseActivityUploadKey(key);
  if (!target) return logger.warn('Ignoring unexpected upload key', { key });
  const result = size > ACTIVITY_LIMITS.fileBytes ? { ok: false as const, reason: activityMessages.fileTooBig } : parseActivityFile(target.fileType, await readUpload(key));
  await storeActivity(target.userId, result, { source: 'file', fileType: target.fileType, uploadId: target.uploadId });
}

export async function handler(event: S3Event): Promise<void> {
  for (const { key, size } of uploadedObjects(event)) await processUpload(key, size);
}
