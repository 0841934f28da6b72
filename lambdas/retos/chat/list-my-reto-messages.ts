// GET /api/retos/{eventID}/chat/me/messages?cursor= — the participant's own thread with the
// organizer, newest first, a page at a time. There is no way to name another athlete's thread here.
import { messageCursorSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { participationOfRoute } from '../participant-access';
import { cursorOf } from './chat-access';
import { listMessages } from './chat-repository';
import { toMessagePage } from './chat-views';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const cursor = cursorOf(event, messageCursorSchema);
  const { reto } = await participationOfRoute(event, caller);
  return { body: toMessagePage(await listMessages(reto.eventId, caller.userId, cursor)) };
});
