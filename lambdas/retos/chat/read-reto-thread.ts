// PUT /api/retos/{eventID}/chat/threads/{userID}/read — the organizer read a participant's thread:
// its unread count goes to zero; answers the thread (null when nobody has written in it yet).
import { emptyBodySchema } from '@shared/core/input-bounds';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { organizedRetoOfRoute } from '../reto-access';
import { threadAthleteOfRoute } from './chat-access';
import { clearUnread } from './chat-repository';
import { toThreadView } from './chat-views';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  parseBody(event, emptyBodySchema);
  const reto = await organizedRetoOfRoute(event, caller);
  const athlete = await threadAthleteOfRoute(event, reto);
  const thread = await clearUnread(reto.eventId, athlete.userID, 'organizer');
  return { body: { thread: thread ? toThreadView(thread) : null } };
});
