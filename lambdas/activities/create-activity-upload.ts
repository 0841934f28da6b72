// POST /api/me/activity-uploads — a presigned PUT for one .FIT, .GPX or .TCX file of the caller's
// (at most 20 MB), and the upload id its wait asks about; the S3 trigger reads it off the request path.
import { ACTIVITY_CONTENT_TYPES, activityFileTypeOf, activityUploadRequestSchema, activityUploadsPerUser, type ActivityUploadTicket } from '@shared/activities/activity-upload';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { presignUpload } from '@lambdas/media/presign-upload';
import { activityUploadKey, newUploadId } from './activity-upload-keys';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { fileName, size } = parseBody(event, activityUploadRequestSchema);
  await enforceLimits([{ subject: `actividades:archivos:${caller.userId}`, limits: activityUploadsPerUser }]);
  // The schema admits only names with one of the three extensions.
  const fileType = activityFileTypeOf(fileName)!;
  const uploadId = newUploadId();
  const upload = await presignUpload(activityUploadKey(caller.userId, uploadId, fileType), ACTIVITY_CONTENT_TYPES[fileType], size);
  const ticket: ActivityUploadTicket = { ...upload, uploadId };
  return { statusCode: 201, body: ticket };
});
