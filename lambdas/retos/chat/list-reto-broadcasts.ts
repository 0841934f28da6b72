// GET /api/retos/{eventID}/chat/broadcasts?cursor= — the organizer's messages to every participant
// ('Mensajes del organizador', read-only), newest first: for the participants and the organizer.
import { BROADCASTS, messageCursorSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { chatPartyOfRoute, cursorOf } from './chat-access';
import { listMessages } from './chat-repository';
import { toMessagePage } from './chat-views';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const cursor = cursorOf(event, messageCursorSchema);
  const reto = await chatPartyOfRoute(event, caller);
  return { body: toMessagePage(await listMessages(reto.eventId, BROADCASTS, cursor)) };
});
