// POST /api/retos/{eventID}/me/photos — a presigned PUT for one of the athlete's reto photos: the start
// line while the reto is open, the finish line once registered, evidence only while the organizer
// admits results up to the reto's end (it proves a time); the platform's photo types and weight.
// The S3 trigger resizes and records it.
import { participationMessages } from '@shared/retos/participation';
import { retoPhotoUploadRequestSchema, retoPhotoUploadsPerUser, type RetoPhotoUploadTicket } from '@shared/retos/reto-photos';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { participationOfRoute, requireRecording, requireStartable } from './participant-access';
import { mediaUrl, newUploadId } from '@lambdas/media/photo-keys';
import { presignUpload } from '@lambdas/media/presign-upload';
import { retoPhotoMediaKey, retoPhotoUploadKey, type RetoPhotoTarget } from '@lambdas/media/reto-photo-keys';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { reto, participant } = await participationOfRoute(event, caller);
  const { photoType, contentType, size } = parseBody(event, retoPhotoUploadRequestSchema);
  if (photoType === 'evidence') requireRecording(reto, participant);
  else if (photoType === 'startLine') requireStartable(reto, participant);
  else if (!participant.active) throw new HttpError(409, 'REGISTRATION_PENDING', participationMessages.needsRegistration);
  await enforceLimits([{ subject: `retos:fotos:${caller.userId}`, limits: retoPhotoUploadsPerUser }]);
  const target: RetoPhotoTarget = { eventId: reto.eventId, userID: caller.userId, photoType, photoId: newUploadId(new Date()) };
  const upload = await presignUpload(retoPhotoUploadKey(target), contentType, size);
  const ticket: RetoPhotoUploadTicket = { ...upload, url: mediaUrl(retoPhotoMediaKey(target)) };
  return { statusCode: 201, body: ticket };
});
