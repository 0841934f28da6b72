// POST /api/timing/events/{eventId}/photo-uploads — a photographer's system (with the event's timing
// key) gets a presigned PUT for one race photo; the S3 trigger resizes and records it.
import { eventPhotoUploadRequestSchema } from '@shared/media/event-photo';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { authorizedEventId } from './timing-request';
import { eventPhotoUploadKey } from '@lambdas/media/event-photo-keys';
import { presignUpload } from '@lambdas/media/presign-upload';

export const handler = httpHandler(async (event) => {
  const eventId = await authorizedEventId(event);
  const { contentType, size, takenAt } = parseBody(event, eventPhotoUploadRequestSchema);
  const key = eventPhotoUploadKey(eventId, Date.parse(takenAt));
  return { statusCode: 201, body: await presignUpload(key, contentType, size) };
});
