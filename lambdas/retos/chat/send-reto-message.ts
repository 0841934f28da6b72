// POST /api/retos/{eventID}/chat/me/messages — the participant writes to the reto's organizer
// ({text, intento}): 201 with the message, 200 with the same message when the intento sent it already.
import { sendMessageSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { participationOfRoute } from '../participant-access';
import { athleteOf } from './chat-access';
import { sendThreadMessage } from './chat-sends';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const request = parseBody(event, sendMessageSchema);
  const { reto, participant } = await participationOfRoute(event, caller);
  return sendThreadMessage(event, caller, reto.eventId, athleteOf(participant), 'athlete', request);
});
