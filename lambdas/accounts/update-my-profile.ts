// PUT /api/me — edits the personal data; a new e-mail also becomes the sign-in e-mail.
import { profileUpdateSchema } from '../../shared/accounts/account-schemas';
import { messages } from '../../shared/core/messages';
import { callerOf } from '../core/caller';
import { HttpError } from '../core/http-error';
import { httpHandler, parseBody } from '../core/http-handler';
import { getProfile, updateProfileData } from './profile-repository';
import { toProfile } from './profile-view';
import { changeEmail } from './user-directory';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const update = parseBody(event, profileUpdateSchema);
  const current = await getProfile(caller.userId);
  if (!current) throw new HttpError(404, 'PROFILE_NOT_FOUND', messages.notFound);
  if (update.correo !== current.correo) await changeEmail(caller.username, update.correo);
  const saved = await updateProfileData(caller.userId, update);
  return { body: toProfile(saved, caller.perfil) };
});
