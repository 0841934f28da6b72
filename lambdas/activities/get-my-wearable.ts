// GET /api/me/wearable — whether the caller's wearable account is connected (docs/accounts.md §2.4: the connect
// prompt, or 'Eliminar conexión').
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { toConnectionView } from './wearable-connection-view';
import { getConnection } from './wearable-connections-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  return { body: toConnectionView(await getConnection(caller.userId)) };
});
