// POST /api/accounts — a new athlete account, answered with its profile.
import { signUpRequestSchema } from '../../shared/accounts/account-schemas';
import { httpHandler, parseBody } from '../core/http-handler';
import { toProfile } from './profile-view';
import { registerAccount } from './register-account';

export const handler = httpHandler(async (event) => {
  const profile = await registerAccount(parseBody(event, signUpRequestSchema), new Date());
  return { statusCode: 201, body: toProfile(profile, 2) };
});
