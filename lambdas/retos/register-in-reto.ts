// POST /api/retos/{eventID}/registration — the signed-in athlete registers in an open reto with an
// access code (docs/retos.md §2.6 step 0, §4): the code must be active with a use left; a second press of
// 'Registrarme en evento' answers the registration already made and takes no other use.
import { participationMessages, registrationSchema } from '@shared/retos/participation';
import { rateLimits } from '@shared/core/rate-limits';
import { getProfile } from '@lambdas/accounts/profile-repository';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { requireOpen } from './participant-access';
import { getParticipant, registerWithCode } from './participants-repository';
import { toParticipationView } from './participation-view';
import { retoOfRoute } from './reto-access';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await retoOfRoute(event);
  requireOpen(reto);
  const { code } = parseBody(event, registrationSchema);
  await enforceLimits([{ subject: `retos:codigo:${caller.userId}`, limits: rateLimits.retoCodeTriesPerUser }]);
  const profile = await getProfile(caller.userId);
  if (!profile) throw new HttpError(409, 'NO_PROFILE', participationMessages.needsProfile);
  const outcome = await registerWithCode(reto, code, profile, new Date());
  if (outcome === 'invalid') throw new HttpError(409, 'INVALID_CODE', participationMessages.invalidCode);
  if (outcome === 'exhausted') throw new HttpError(409, 'EXHAUSTED_CODE', participationMessages.exhaustedCode);
  const participant = await getParticipant(reto.eventId, caller.userId);
  if (!participant) throw new Error(`Participant ${caller.userId} of ${reto.eventId} is not stored`);
  return { statusCode: outcome === 'registered' ? 201 : 200, body: toParticipationView(participant, reto) };
});
