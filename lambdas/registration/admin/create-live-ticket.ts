// POST /api/events/{eventId}/registrants-live-ticket — a one-time ticket to follow the event's
// registrant notices over the WebSocket API, for anyone who may open its Ingresos list.
import { emptyBodySchema } from '@shared/core/input-bounds';
import { registrantsTopic, type TopicTicket } from '@shared/realtime/admin-messages';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { issueTicket } from '@lambdas/realtime/socket-tickets';
import { adminCall } from './admin-request';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'viewRegistrants');
  parseBody(event, emptyBodySchema);
  const topic = registrantsTopic(call.eventId);
  const body: TopicTicket = { topic, ticket: await issueTicket(topic, call.caller.userId) };
  return { statusCode: 201, body };
});
