// POST /api/retos/{eventID}/me/activity — 'Aplicar' (docs/retos.md §5): one of the caller's recorded
// activities, started after the reto's start and covering its distance ('No Aplicable' otherwise),
// proves the participation; its duration becomes the finish time and its summary the evidence. The
// activity is claimed by the reto first, so it proves one participation only. The ranking is
// recomputed off the request path.
import type { ActivitySummary } from '@shared/activities/activity';
import { isActivityApplicable } from '@shared/activities/activity';
import { activityMessages } from '@shared/activities/activity-texts';
import { applyActivitySchema, finishRecordMessages, finishRecordsPerUser } from '@shared/retos/finish-records';
import { formatTime, participationMessages, secondsOf, timeParts } from '@shared/retos/participation';
import { claimActivity, getActivity } from '@lambdas/activities/activities-repository';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { participationOfRoute, requireRecording } from './participant-access';
import { updateParticipant } from './participants-repository';
import { toParticipationView } from './participation-view';
import { requestPositions } from './reto-positions-queue';

/** The spec's garminActivitySummary fields (docs/retos.md §3) a participant keeps. */
function participantSummary(summary: ActivitySummary): Record<string, number> {
  const { distanceInMeters, durationInSeconds, startTimeInSeconds, activeKilocalories, averageHeartRateInBeatsPerMinute, averageSpeedInMetersPerSecond } = summary;
  const fields = { distanceInMeters, durationInSeconds, startTimeInSeconds, activeKilocalories, averageHeartRateInBeatsPerMinute, averageSpeedInMetersPerSecond };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, number] => entry[1] !== undefined));
}

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { activityId } = parseBody(event, applyActivitySchema);
  const { reto, participant } = await participationOfRoute(event, caller);
  requireRecording(reto, participant);
  await enforceLimits([{ subject: `retos:tiempo:${caller.userId}`, limits: finishRecordsPerUser }]);
  const activity = await getActivity(caller.userId, activityId);
  if (!activity) throw new HttpError(404, 'ACTIVITY_NOT_FOUND', activityMessages.notFound);
  if (activity.status !== 'parsed') throw new HttpError(409, 'ACTIVITY_REFUSED', activityMessages.notParsed);
  const summary = activity.summary as ActivitySummary;
  if (summary.startTimeInSeconds <= Math.floor(Date.parse(reto.eventStart) / 1000)) throw new HttpError(409, 'BEFORE_START', finishRecordMessages.beforeStart);
  if (!isActivityApplicable(summary.distanceInMeters, reto.distance)) throw new HttpError(409, 'NOT_APPLICABLE', finishRecordMessages.notApplicable);
  await claimActivity(caller.userId, activityId, reto);
  const finishTime = formatTime(timeParts(summary.durationInSeconds));
  const updated = await updateParticipant(reto.eventId, caller.userId, {
    finishTime,
    finishSeconds: secondsOf(finishTime),
    finishTimeDate: new Date().toISOString(),
    activityId,
    activitySummary: participantSummary(summary),
  });
  if (!updated) throw new HttpError(403, 'NOT_PARTICIPANT', participationMessages.notParticipant);
  await requestPositions(reto.eventId);
  return { body: toParticipationView(updated, reto) };
});
