// PUT /api/retos/{eventID}/me/goal — the athlete's target time ('Tiempo Objetivo', 'Cambiar Meta'):
// HH:MM:SS, or null to go back to empty (docs/retos.md §4 Target time). Not once the reto is closed.
import { formatTime, goalSchema, participationMessages, ZERO_TIME } from '@shared/retos/participation';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { participationOfRoute, requireStartable } from './participant-access';
import { updateParticipant } from './participants-repository';
import { toParticipationView } from './participation-view';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { goal } = parseBody(event, goalSchema);
  const { reto, participant } = await participationOfRoute(event, caller);
  requireStartable(reto, participant);
  const updated = await updateParticipant(reto.eventId, caller.userId, { goalTime: goal ? formatTime(goal) : ZERO_TIME });
  if (!updated) throw new HttpError(403, 'NOT_PARTICIPANT', participationMessages.notParticipant);
  return { body: toParticipationView(updated, reto) };
});
