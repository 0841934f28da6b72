// The private reports bucket: a report streamed in as it is written (multipart, a few parts in
// memory at most), and a short-lived link that downloads it under its file name.
import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';

const bucket = need('REPORTS_BUCKET');
const DOWNLOAD_URL_SECONDS = 300;
/** S3's smallest part; two in flight keep memory flat whatever the report's size. */
const PART_BYTES = 5 * 1024 * 1024;

export async function storeReport(key: string, body: Readable): Promise<void> {
  const upload = new Upload({
    client: s3,
    params: { Bucket: bucket, Key: key, Body: body, ContentType: 'text/csv; charset=utf-8' },
    partSize: PART_BYTES,
    queueSize: 2,
  });
  await upload.done();
}

/** RFC 6266: an ASCII name for old clients and the UTF-8 one (accents and all) for the rest. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function reportDownloadUrl(key: string, fileName: string): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: attachmentHeader(fileName) }), { expiresIn: DOWNLOAD_URL_SECONDS });
}
