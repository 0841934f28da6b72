// A short-lived presigned PUT into the uploads bucket for one file of a declared type and size.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { PhotoUploadTicket } from '@shared/accounts/account-schemas';
import { s3 } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';

const uploadsBucket = need('UPLOADS_BUCKET');
const UPLOAD_URL_SECONDS = 300;

export async function presignUpload(key: string, contentType: string, size: number): Promise<PhotoUploadTicket> {
  const uploadUrl = await getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: uploadsBucket, Key: key, ContentType: contentType, ContentLength: size }),
    // Signing the length makes S3 refuse any other body than the file the size was declared for.
    { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { uploadUrl, key, headers: { 'content-type': contentType } };
}
