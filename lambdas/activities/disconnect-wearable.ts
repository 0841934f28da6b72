// DELETE /api/me/wearable — 'Eliminar conexión' (docs/platform.md §7 'Delete the wearable registration'): the
// provider's registration of the athlete ends and the connection is forgotten. Activities already
// received stay.
import { activityMessages } from '@shared/activities/activity-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { toConnectionView } from './wearable-connection-view';
import { getConnection, removeConnection } from './wearable-connections-repository';
import { wearableProvider } from './deployment-wearable-provider';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const connection = await getConnection(caller.userId);
  if (connection?.status !== 'connected') throw new HttpError(404, 'WEARABLE_NOT_CONNECTED', activityMessages.notConnected);
  const { providerUserId, accessToken, refreshToken, accessTokenExpiresAt } = connection;
  if (providerUserId && accessToken && refreshToken && accessTokenExpiresAt !== undefined) {
    await wearableProvider().disconnect({ providerUserId, accessToken, refreshToken, accessTokenExpiresAt });
  }
  await removeConnection(caller.userId);
  return { body: toConnectionView(null) };
});
