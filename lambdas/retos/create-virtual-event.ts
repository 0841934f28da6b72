// POST /api/retos — a signed-in athlete creates a reto and is its organizer (docs/retos.md §2.7, §4): the
// id is generated, registration (admitResults) and the end (eventEnded) start off.
import { createVirtualEventSchema, retoMessages } from '@shared/retos/virtual-event';
import { rateLimits } from '@shared/core/rate-limits';
import { getProfile } from '@lambdas/accounts/profile-repository';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseDocumentBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { toOrganizerRetoView } from './virtual-event-view';
import { createVirtualEvent } from './virtual-events-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const request = parseDocumentBody(event, createVirtualEventSchema);
  await enforceLimits([{ subject: `retos:crear:${caller.userId}`, limits: rateLimits.retoCreationsPerUser }]);
  const profile = await getProfile(caller.userId);
  if (!profile) throw new HttpError(409, 'NO_PROFILE', retoMessages.noProfile);
  const created = await createVirtualEvent(request, profile);
  return { statusCode: 201, body: toOrganizerRetoView(created) };
});
