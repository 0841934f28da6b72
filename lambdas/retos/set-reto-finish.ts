// PUT /api/retos/{eventID}/me/finish — the athlete's own time ('Mi tiempo'), recorded only while the
// organizer admits results, the reto is open and its end date has not passed (docs/retos.md §4); the
// server stamps when. The ranking is recomputed off the request path (reto-positions-queue.ts).
import { finishRecordsPerUser } from '@shared/retos/finish-records';
import { finishSchema, formatTime, participationMessages, secondsOf } from '@shared/retos/participation';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { participationOfRoute, requireRecording } from './participant-access';
import { updateParticipant } from './participants-repository';
import { toParticipationView } from './participation-view';
import { requestPositions } from './reto-positions-queue';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { finish } = parseBody(event, finishSchema);
  const { reto, participant } = await participationOfRoute(event, caller);
  requireRecording(reto, participant);
  await enforceLimits([{ subject: `retos:tiempo:${caller.userId}`, limits: finishRecordsPerUser }]);
  const finishTime = formatTime(finish);
  const updated = await updateParticipant(reto.eventId, caller.userId, { finishTime, finishSeconds: secondsOf(finishTime), finishTimeDate: new Date().toISOString() });
  if (!updated) throw new HttpError(403, 'NOT_PARTICIPANT', participationMessages.notParticipant);
  await requestPositions(reto.eventId);
  return { body: toParticipationView(updated, reto) };
});
