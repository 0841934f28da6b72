// Moving images between the private uploads bucket and the public media bucket.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { s3 } from '../core/aws-clients';
import { need } from '../core/env';

const uploadsBucket = need('UPLOADS_BUCKET');
const mediaBucket = need('MEDIA_BUCKET');

export async function readUpload(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** Stores a JPEG under a key that is never reused, so it can be cached forever. */
export async function storeJpeg(mediaKey: string, jpeg: Buffer): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: mediaBucket,
      Key: mediaKey,
      Body: jpeg,
      ContentType: 'image/jpeg',
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
