// POST /api/me/wearable/authorization — the popup's return (code and state): the caller's pending
// connection with the same state, not expired, is exchanged at the provider for the athlete's
// account, and the athlete is connected.
import { activityMessages } from '@shared/activities/activity-texts';
import { wearableAuthorizationSchema } from '@shared/activities/wearable';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { toConnectionView } from './wearable-connection-view';
import { completeConnection, getConnection } from './wearable-connections-repository';
import { wearableProvider } from './deployment-wearable-provider';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { code, state } = parseBody(event, wearableAuthorizationSchema);
  const pending = await getConnection(caller.userId);
  if (pending?.status !== 'pending' || pending.state !== state || !pending.codeVerifier) throw new HttpError(400, 'WEARABLE_STATE', activityMessages.connectionExpired);
  const authorization = await wearableProvider().exchangeCode({ code, codeVerifier: pending.codeVerifier });
  if (!authorization) throw new HttpError(400, 'WEARABLE_REFUSED', activityMessages.providerRefused);
  if (!(await completeConnection(caller.userId, state, authorization))) throw new HttpError(400, 'WEARABLE_STATE', activityMessages.connectionExpired);
  return { body: toConnectionView(await getConnection(caller.userId)) };
});
