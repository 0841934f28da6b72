// GET /api/retos/{eventID}/photos?type=startLine|finishLine&cursor= — the reto's grid of start photos
// or of finishers (docs/retos.md §2.6 steps 1 and 3): for its participants and its organizer, 100 a page,
// newest first, each with the athlete's name and, at the finish, their time as it stands now.
import { messages } from '@shared/core/messages';
import { participationMessages } from '@shared/retos/participation';
import { retoPhotoGridQuerySchema, type RetoGridPhoto, type RetoPhotoPage } from '@shared/retos/reto-photos';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { getParticipant } from './participants-repository';
import { isRetoOrganizer, retoOfRoute } from './reto-access';
import { athletesOf, listGridPhotos } from './reto-photos-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await retoOfRoute(event);
  if (!isRetoOrganizer(reto, caller) && !(await getParticipant(reto.eventId, caller.userId))) {
    throw new HttpError(403, 'NOT_PARTICIPANT', participationMessages.notParticipant);
  }
  const query = retoPhotoGridQuerySchema.safeParse(event.queryStringParameters ?? {});
  if (!query.success) throw new HttpError(400, 'INVALID_QUERY', query.error.issues[0]?.message ?? messages.invalidRequest);
  const { type, cursor } = query.data;
  const { photos, more } = await listGridPhotos(reto.eventId, type, cursor);
  const athletes = await athletesOf(reto.eventId, photos.map((photo) => photo.userID));
  const shown = photos.flatMap((photo): RetoGridPhoto[] => {
    const athlete = athletes.get(photo.userID);
    if (!athlete) return [];
    return [{ photoId: photo.photoId, url: photo.url, athleteName: athlete.athleteName, athleteLastName: athlete.athleteLastName, finishTime: type === 'finishLine' ? (athlete.finishTime ?? null) : null }];
  });
  const last = photos.at(-1);
  const body: RetoPhotoPage = { photos: shown, ...(more && last ? { cursor: last.photoId } : {}) };
  return { body };
});
