// GET /api/me/activity-uploads/{uploadId} — what one of the caller's uploads became: still being
// read, or the activity (parsed, or refused with its reason). Another athlete's upload id finds nothing.
import { uploadIdSchema, type ActivityUploadState } from '@shared/activities/activity-upload';
import { activityMessages } from '@shared/activities/activity-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { activityOfUpload } from './activities-repository';
import { toActivityView } from './activity-view';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const uploadId = uploadIdSchema.safeParse(event.pathParameters?.uploadId ?? '');
  if (!uploadId.success) throw new HttpError(404, 'UPLOAD_NOT_FOUND', activityMessages.uploadNotFound);
  const item = await activityOfUpload(caller.userId, uploadId.data);
  const body: ActivityUploadState = item ? { status: 'done', activity: toActivityView(item) } : { status: 'processing' };
  return { body };
});
