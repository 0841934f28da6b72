// POST /api/me/wearable — starts connecting the caller's wearable account (docs/platform.md §7 'Request a
// connection token'): a PKCE verifier and state kept for ten minutes, and the provider's page the
// browser opens in a popup (urlRequest). Refused while an account is connected.
import { activityMessages } from '@shared/activities/activity-texts';
import { wearableConnectRequestSchema, wearableConnectsPerUser, type WearableConnectStart } from '@shared/activities/wearable';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { newPkceStart } from './pkce';
import { startConnection } from './wearable-connections-repository';
import { wearableProvider } from './deployment-wearable-provider';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  parseBody(event, wearableConnectRequestSchema);
  await enforceLimits([{ subject: `dispositivo:conectar:${caller.userId}`, limits: wearableConnectsPerUser }]);
  const { state, codeVerifier, codeChallenge } = newPkceStart();
  if (!(await startConnection(caller.userId, state, codeVerifier))) throw new HttpError(409, 'WEARABLE_CONNECTED', activityMessages.alreadyConnected);
  const body: WearableConnectStart = { urlRequest: await wearableProvider().authorizationUrl({ state, codeChallenge }) };
  return { statusCode: 201, body };
});
