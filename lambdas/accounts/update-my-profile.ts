// PUT /api/me — edits the personal data; a new e-mail also becomes the sign-in e-mail.
import { profileUpdateSchema } from '@shared/accounts/account-schemas';
import { messages } from '@shared/core/messages';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { getProfile, updateProfileData } from './profile-repository';
import { toProfile } from './profile-view';
import { changeEmail } from './user-directory';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const update = parseBody(event, profileUpdateSchema);
  const current = await getProfile(caller.userId);
  if (!current) throw new HttpError(404, 'PROFILE_NOT_FOUND', messages.notFound);
  const emailChanges = update.correo !== current.correo;
  // Cognito first: it is the one that refuses an e-mail another account signs in with.
  if (emailChanges) await changeEmail(caller.username, update.correo);
  try {
    const saved = await updateProfileData(caller.userId, update);
    return { body: toProfile(saved, caller.perfil) };
  } catch (error) {
    if (emailChanges) await changeEmail(caller.username, current.correo);
    throw error;
  }
});
