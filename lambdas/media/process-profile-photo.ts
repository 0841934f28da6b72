// S3 ObjectCreated on uploads/profile/ — resize the photo into the media bucket and record photoURL.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { PHOTO_MAX_BYTES } from '../../shared/accounts/account-schemas';
import { setProfilePhoto } from '../accounts/profile-repository';
import { s3 } from '../core/aws-clients';
import { need } from '../core/env';
import { mediaUrl, parseProfileUploadKey, profileMediaKey } from './photo-keys';
import { PROFILE_PHOTO_MAX_SIDE, toUprightJpeg } from './resize-image';

const uploadsBucket = need('UPLOADS_BUCKET');
const mediaBucket = need('MEDIA_BUCKET');

async function processUpload(key: string, size: number): Promise<void> {
  const target = parseProfileUploadKey(key);
  if (!target) return console.warn('Ignoring unexpected upload key', key);
  if (size > PHOTO_MAX_BYTES) return console.warn('Ignoring oversized upload', key, size);

  const original = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key }));
  const bytes = Buffer.from(await original.Body!.transformToByteArray());
  let jpeg: Buffer;
  try {
    jpeg = await toUprightJpeg(bytes, PROFILE_PHOTO_MAX_SIDE);
  } catch (error) {
    // Not an image: retrying cannot help, so the upload is dropped.
    return console.warn('Ignoring unreadable image', key, error);
  }
  const mediaKey = profileMediaKey(target.userId, target.uploadId);
  await s3.send(
    new PutObjectCommand({
      Bucket: mediaBucket,
      Key: mediaKey,
      Body: jpeg,
      ContentType: 'image/jpeg',
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  await setProfilePhoto(target.userId, mediaUrl(mediaKey), target.uploadId);
}

export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    await processUpload(key, record.s3.object.size);
  }
}
