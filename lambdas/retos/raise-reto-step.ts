// PUT /api/retos/{eventID}/me/step — the athlete moves on to a step (docs/retos.md §4): allowed only when the
// requirement of every step before it holds, whatever the browser shows; the stored step is raised
// only forward, so going back or jumping to an earlier label changes nothing stored.
import { blockerBefore, stepSchema } from '@shared/retos/participation';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { participationOfRoute } from './participant-access';
import { raiseStep } from './participants-repository';
import { stepFactsOf, toParticipationView } from './participation-view';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { step } = parseBody(event, stepSchema);
  const { reto, participant } = await participationOfRoute(event, caller);
  const blocker = blockerBefore(step, stepFactsOf(participant, reto));
  if (blocker) throw new HttpError(409, 'STEP_REQUIREMENT', blocker);
  const stored = step > participant.step ? await raiseStep(reto.eventId, caller.userId, step) : participant;
  return { body: toParticipationView(stored ?? participant, reto) };
});
