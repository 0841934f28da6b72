// GET /api/me/activities/{activityId} — one of the caller's activities with its laps, and its
// training figures joined with the caller's current FTP and zones.
import { activityIdSchema } from '@shared/activities/activity';
import { activityMessages } from '@shared/activities/activity-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { getActivity } from './activities-repository';
import { toOwnActivityDetail } from './activity-view';
import { getTrainingSettings } from './training-settings-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const activityId = activityIdSchema.safeParse(event.pathParameters?.activityId ?? '');
  const item = activityId.success ? await getActivity(caller.userId, activityId.data) : null;
  if (!item) throw new HttpError(404, 'ACTIVITY_NOT_FOUND', activityMessages.notFound);
  const settings = item.analysis ? await getTrainingSettings(caller.userId) : undefined;
  return { body: toOwnActivityDetail(item, settings) };
});
