// POST /api/events/{eventId}/site/image-uploads — a presigned PUT for one image of the event's
// organizer web, and the /media address it will have once the S3 trigger has processed it.
import { siteImageUploadRequestSchema, siteImageUploadsPerUser, type SiteImageUploadTicket } from '@shared/media/site-image';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { mediaUrl } from './photo-keys';
import { presignUpload } from './presign-upload';
import { newSiteImageId, siteImageMediaKey, siteImageUploadKey } from './site-image-keys';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  const { contentType, size } = parseBody(event, siteImageUploadRequestSchema);
  await enforceLimits([{ subject: `sitio:imagenes:${caller.userId}`, limits: siteImageUploadsPerUser }]);
  const imageId = newSiteImageId();
  const upload = await presignUpload(siteImageUploadKey(eventId, imageId), contentType, size);
  const ticket: SiteImageUploadTicket = { ...upload, url: mediaUrl(siteImageMediaKey(eventId, imageId)) };
  return { statusCode: 201, body: ticket };
});
