// GET /api/retos/{eventID}/chat/threads/{userID}/messages?cursor= — one participant's thread, for the
// organizer, newest first.
import { messageCursorSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { organizedRetoOfRoute } from '../reto-access';
import { cursorOf, threadAthleteOfRoute } from './chat-access';
import { listMessages } from './chat-repository';
import { toMessagePage } from './chat-views';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const cursor = cursorOf(event, messageCursorSchema);
  const reto = await organizedRetoOfRoute(event, caller);
  const athlete = await threadAthleteOfRoute(event, reto);
  return { body: toMessagePage(await listMessages(reto.eventId, athlete.userID, cursor)) };
});
