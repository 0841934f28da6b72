// POST /api/me/photo-upload — a presigned PUT for the caller's new profile photo.
import { photoUploadRequestSchema } from '@shared/accounts/account-schemas';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { newUploadId, profileUploadKey } from './photo-keys';
import { presignUpload } from './presign-upload';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { contentType, size } = parseBody(event, photoUploadRequestSchema);
  const key = profileUploadKey(caller.userId, newUploadId(new Date()));
  return { statusCode: 201, body: await presignUpload(key, contentType, size) };
});
