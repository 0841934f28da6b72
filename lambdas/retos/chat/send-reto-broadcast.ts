// POST /api/retos/{eventID}/chat/broadcasts — the organizer writes to every participant ({text,
// intento}; docs/retos.md §2.8 'message all participants'): 201, or 200 when the intento sent it already.
import { sendMessageSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { organizedRetoOfRoute } from '../reto-access';
import { sendBroadcastMessage } from './chat-sends';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const request = parseBody(event, sendMessageSchema);
  const reto = await organizedRetoOfRoute(event, caller);
  return sendBroadcastMessage(event, caller, reto.eventId, request);
});
