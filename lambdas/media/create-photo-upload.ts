// POST /api/me/photo-upload — a short-lived presigned PUT for the caller's new profile photo.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { photoUploadRequestSchema, type PhotoUploadTicket } from '../../shared/accounts/account-schemas';
import { s3 } from '../core/aws-clients';
import { callerOf } from '../core/caller';
import { need } from '../core/env';
import { httpHandler, parseBody } from '../core/http-handler';
import { newUploadId, profileUploadKey } from './photo-keys';

const uploadsBucket = need('UPLOADS_BUCKET');
const UPLOAD_URL_SECONDS = 300;

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { contentType, size } = parseBody(event, photoUploadRequestSchema);
  const key = profileUploadKey(caller.userId, newUploadId(new Date()));
  const uploadUrl = await getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: uploadsBucket, Key: key, ContentType: contentType, ContentLength: size }),
    // Signing the length makes S3 refuse any other body than the file the size was declared for.
    { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  const ticket: PhotoUploadTicket = { uploadUrl, key, headers: { 'content-type': contentType } };
  return { statusCode: 201, body: ticket };
});
