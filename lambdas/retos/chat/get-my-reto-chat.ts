// GET /api/retos/{eventID}/chat/me — the participant's unread messages: the organizer's in their
// thread, and the broadcasts (the badges of 'Chat con el organizador' and 'Mensajes del organizador').
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { participationOfRoute } from '../participant-access';
import { athleteUnread } from './chat-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { reto } = await participationOfRoute(event, caller);
  return { body: await athleteUnread(reto.eventId, caller.userId) };
});
