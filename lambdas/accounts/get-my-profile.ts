// GET /api/me — the signed-in user's profile.
import { messages } from '@shared/core/messages';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { getProfile } from './profile-repository';
import { toProfile } from './profile-view';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const profile = await getProfile(caller.userId);
  if (!profile) throw new HttpError(404, 'PROFILE_NOT_FOUND', messages.notFound);
  return { body: toProfile(profile, caller.perfil) };
});
