// POST /api/retos/{eventID}/chat/threads/{userID}/messages — the organizer writes in a participant's
// thread (an answer, or the first message: docs/retos.md §2.8 'message one participant'); 201, or 200 when the
// intento sent it already. The athlete is mailed if it stays unread while they are offline.
import { sendMessageSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { organizedRetoOfRoute } from '../reto-access';
import { threadAthleteOfRoute } from './chat-access';
import { sendThreadMessage } from './chat-sends';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const request = parseBody(event, sendMessageSchema);
  const reto = await organizedRetoOfRoute(event, caller);
  const athlete = await threadAthleteOfRoute(event, reto);
  return sendThreadMessage(event, caller, reto.eventId, athlete, 'organizer', request);
});
