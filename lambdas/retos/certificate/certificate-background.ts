// The organizer's certificate background (certificateImage), read from the platform's media bucket,
// where the reto's image uploads are stored; named by its key or by its /media/ address.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';
import { logger } from '@lambdas/core/observability';

const mediaBucket = need('MEDIA_BUCKET');

/** Far above a processed image (at most 2000 px); a larger object is not one of them. */
const MAX_BACKGROUND_BYTES = 15 * 1024 * 1024;

/** The media key a stored reference names ('/media/k', 'https://host/media/k' or 'k'); null for anything else. */
export function backgroundKeyOf(reference: string): string | null {
  let path = reference;
  if (/^https?:\/\//i.test(reference)) {
    try {
      path = new URL(reference).pathname;
    } catch {
      return null;
    }
  }
  const key = path.replace(/^\/?media\//, '');
  return /^[\w][\w.-]*(\/[\w][\w.-]*)*$/.test(key) && key.length <= 400 ? key : null;
}

/** The background's bytes, or null (the default design) when there is none or it is gone. */
export async function readCertificateBackground(reference: string | undefined): Promise<Buffer | null> {
  const key = reference ? backgroundKeyOf(reference) : null;
  if (!key) return null;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: mediaBucket, Key: key }));
    if ((object.ContentLength ?? 0) > MAX_BACKGROUND_BYTES) {
      logger.warn('Ignoring an oversized certificate background', { key, size: object.ContentLength });
      return null;
    }
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as Error).name !== 'NoSuchKey') throw error;
    logger.warn('Certificate background not found', { key });
    return null;
  }
}
