// GET /media/*: public media straight from the media bucket, as CloudFront's media behaviour does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, NoSuchKey, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { send, splitUrl } from './http-io';

export const mediaPath = '/media';

function headersOf(object: {
  ContentType?: string;
  CacheControl?: string;
  ETag?: string;
  LastModified?: Date;
}): Record<string, string> {
  return {
    'content-type': object.ContentType ?? 'application/octet-stream',
    'cache-control': object.CacheControl ?? 'public, max-age=300',
    ...(object.ETag ? { etag: object.ETag } : {}),
    ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
  };
}

export function createMediaRoute(s3: S3Client, bucket: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, '', { allow: 'GET, HEAD' });
    const key = decodeURIComponent(splitUrl(req).path.slice(mediaPath.length + 1));
    if (!key) return send(res, 404, 'Not Found', { 'content-type': 'text/plain' });
    try {
      const object = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: req.headers['if-none-match'] }),
      );
      send(res, 200, Buffer.from((await object.Body?.transformToByteArray()) ?? []), headersOf(object));
    } catch (error) {
      if (error instanceof NoSuchKey) return send(res, 404, 'Not Found', { 'content-type': 'text/plain' });
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304) return send(res, 304, '');
      throw error;
    }
  };
}
