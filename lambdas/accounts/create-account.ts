// POST /api/accounts — a new athlete account, answered with its profile.
import { signUpRequestSchema } from '@shared/accounts/account-schemas';
import { rateLimits } from '@shared/core/rate-limits';
import { clientOf } from '@lambdas/core/client-address';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { toProfile } from './profile-view';
import { registerAccount } from './register-account';

export const handler = httpHandler(async (event) => {
  const signUp = parseBody(event, signUpRequestSchema);
  await enforceLimits([{ subject: `cuenta:cliente:${clientOf(event)}`, limits: rateLimits.accountsPerClient }]);
  const profile = await registerAccount(signUp, new Date());
  return { statusCode: 201, body: toProfile(profile, 2) };
});
