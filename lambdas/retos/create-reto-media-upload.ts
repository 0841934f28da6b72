// POST /api/retos/{eventID}/media-uploads — a presigned PUT for one image or audio file of a reto
// (its organizer or an admin), its declared type and size signed in, and the /media address the
// reto's field will hold once the S3 trigger has processed it.
import { retoMediaUploadRequestSchema, retoMediaUploadsPerUser, type RetoMediaUploadTicket } from '@shared/retos/reto-media';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { organizedRetoOfRoute } from './reto-access';
import { mediaUrl, newUploadId } from '@lambdas/media/photo-keys';
import { presignUpload } from '@lambdas/media/presign-upload';
import { audioExtensionOf, retoMediaKey, retoMediaUploadKey, type RetoMediaTarget } from '@lambdas/media/reto-media-keys';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await organizedRetoOfRoute(event, caller);
  const request = parseBody(event, retoMediaUploadRequestSchema);
  await enforceLimits([{ subject: `retos:medios:${caller.userId}`, limits: retoMediaUploadsPerUser }]);
  const target: RetoMediaTarget = { eventId: reto.eventId, field: request.field, uploadId: newUploadId(new Date()) };
  const audioExtension = audioExtensionOf(request.contentType);
  if (audioExtension) target.audioExtension = audioExtension;
  const upload = await presignUpload(retoMediaUploadKey(target), request.contentType, request.size);
  const ticket: RetoMediaUploadTicket = { ...upload, url: mediaUrl(retoMediaKey(target)) };
  return { statusCode: 201, body: ticket };
});
