// GET /api/retos/{eventID}/chat/threads?cursor= — the organizer's threads with participants, latest
// activity first: the athlete's name, the last message and the athlete's messages not read yet.
import { threadCursorSchema } from '@shared/retos/reto-chat';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { organizedRetoOfRoute } from '../reto-access';
import { cursorOf } from './chat-access';
import { listThreads } from './chat-repository';
import { toThreadPage } from './chat-views';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const cursor = cursorOf(event, threadCursorSchema);
  const reto = await organizedRetoOfRoute(event, caller);
  const [lastId = '', userID = ''] = cursor?.split('|') ?? [];
  return { body: toThreadPage(await listThreads(reto.eventId, cursor ? { lastId, userID } : undefined)) };
});
