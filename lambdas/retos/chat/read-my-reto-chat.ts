// PUT /api/retos/{eventID}/chat/me/read {stream: 'chat' | 'broadcasts'} — the participant read their
// thread or the broadcasts: that count goes to zero; answers the unread messages left.
import { readChatSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { participationOfRoute } from '../participant-access';
import { athleteUnread, clearUnread, countBroadcasts, markBroadcastsRead } from './chat-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { stream } = parseBody(event, readChatSchema);
  const { reto } = await participationOfRoute(event, caller);
  if (stream === 'chat') await clearUnread(reto.eventId, caller.userId, 'athlete');
  else await markBroadcastsRead(reto.eventId, caller.userId, await countBroadcasts(reto.eventId));
  return { body: await athleteUnread(reto.eventId, caller.userId) };
});
