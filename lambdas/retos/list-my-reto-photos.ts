// GET /api/retos/{eventID}/me/photos — the athlete's own photos in the reto (start, finish and
// evidence), newest first, for the step that shows what they already uploaded.
import type { RetoPhotoView } from '@shared/retos/reto-photos';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { participationOfRoute } from './participant-access';
import { listPhotosOf } from './reto-photos-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { reto } = await participationOfRoute(event, caller);
  const photos = await listPhotosOf(reto.eventId, caller.userId);
  return { body: { photos: photos.map(({ photoId, photoType, url }): RetoPhotoView => ({ photoId, photoType, url })) } };
});
