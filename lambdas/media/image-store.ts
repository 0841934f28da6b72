// Moving images (and a reto's audio) between the private uploads bucket and the public media bucket.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import type { RetoAudioType } from '@shared/retos/reto-media';
import { s3 } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';
import { logger } from '@lambdas/core/observability';

const uploadsBucket = need('UPLOADS_BUCKET');
const mediaBucket = need('MEDIA_BUCKET');

async function readUpload(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/**
 * An upload turned into what `convert` makes of it; null, with a warning, when it is larger than its
 * route allowed or is no image. Neither can get better on a retry, so the upload is dropped.
 */
export async function convertUpload<T>(key: string, size: number, maxBytes: number, convert: (original: Buffer) => Promise<T>): Promise<T | null> {
  if (size > maxBytes) {
    logger.warn('Ignoring oversized upload', { key, size });
    return null;
  }
  try {
    return await convert(await readUpload(key));
  } catch (error) {
    logger.warn('Ignoring unreadable image', { key, error: error as Error });
    return null;
  }
}

/** Stores an image under a key that is never reused, so it can be cached forever. */
export async function storeImage(mediaKey: string, image: Buffer, contentType: 'image/jpeg' | 'image/webp' | RetoAudioType = 'image/jpeg'): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: mediaBucket,
      Key: mediaKey,
      Body: image,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
}

/** The uploaded objects of an S3 notification, keys decoded as S3 encodes them. */
export function uploadedObjects(event: S3Event): { key: string; size: number }[] {
  return event.Records.map((record) => ({
    key: decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')),
    size: record.s3.object.size,
  }));
}
