// GET /api/retos/{eventID}/participants/{userID} — one participant's detail for the reto's organizer
// (or an admin): the table's row with the e-mail, the activity that proves the distance with its
// laps, and the athlete's photos.
import { participantIdSchema, participantMessages, type RetoParticipantDetail } from '@shared/retos/reto-participants';
import { getActivity } from '@lambdas/activities/activities-repository';
import { toActivityDetail } from '@lambdas/activities/activity-view';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { getParticipant } from './participants-repository';
import { organizedRetoOfRoute } from './reto-access';
import { toParticipantRow } from './reto-participant-row';
import { listPhotosOf } from './reto-photos-repository';

export const handler = httpHandler(async (event) => {
  const reto = await organizedRetoOfRoute(event, callerOf(event));
  const userID = participantIdSchema.safeParse(event.pathParameters?.userID ?? '');
  const item = userID.success ? await getParticipant(reto.eventId, userID.data) : null;
  if (!item) throw new HttpError(404, 'PARTICIPANT_NOT_FOUND', participantMessages.notFound);
  const [activity, photos] = await Promise.all([item.activityId ? getActivity(item.userID, item.activityId) : null, listPhotosOf(reto.eventId, item.userID)]);
  const body: RetoParticipantDetail = {
    participant: { ...toParticipantRow(item), athleteEmail: item.athleteEmail },
    activity: activity ? toActivityDetail(activity) : null,
    photos: photos.map(({ photoId, photoType, url }) => ({ photoId, photoType, url })),
  };
  return { body };
});
