// POST /api/retos/{eventID}/chat/tickets {topic} — a one-time ticket to follow a chat topic over the
// WebSocket API, only for its parties: a participant their own thread ('chat') and the broadcasts,
// the organizer (or an admin) the organizer's topic, which carries every thread.
import type { TopicTicket } from '@shared/realtime/admin-messages';
import { retoBroadcastTopic, retoChatTopic, retoOrganizerTopic } from '@shared/realtime/reto-chat-messages';
import { chatTicketSchema, type ChatTicketTopic } from '@shared/retos/reto-chat';
import { callerOf, type Caller } from '@lambdas/core/caller';
import { httpHandler, parseBody, type HttpEvent } from '@lambdas/core/http-handler';
import { issueTicket } from '@lambdas/realtime/socket-tickets';
import { participationOfRoute } from '../participant-access';
import { organizedRetoOfRoute } from '../reto-access';

async function topicOf(event: HttpEvent, caller: Caller, requested: ChatTicketTopic): Promise<string> {
  if (requested === 'organizer') return retoOrganizerTopic((await organizedRetoOfRoute(event, caller)).eventId);
  const { reto } = await participationOfRoute(event, caller);
  return requested === 'chat' ? retoChatTopic(reto.eventId, caller.userId) : retoBroadcastTopic(reto.eventId);
}

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { topic: requested } = parseBody(event, chatTicketSchema);
  const topic = await topicOf(event, caller, requested);
  const body: TopicTicket = { topic, ticket: await issueTicket(topic, caller.userId) };
  return { statusCode: 201, body };
});
