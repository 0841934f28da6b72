// WebSocket $default — subscribe / unsubscribe / ping; every answer goes back on the same socket. A
// private topic is subscribed only with a ticket the HTTP API issued for it (socket-tickets.ts). Each
// message is counted for its connection: past the limit the connection gets a last error saying why,
// with code TOO_MANY_MESSAGES, and is closed (docs/realtime.md, 'Limits').
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { requestMessages } from '@shared/core/request-messages';
import { rateLimits } from '@shared/core/rate-limits';
import { clientMessageSchema, isPublicTopic, type ServerMessage } from '@shared/realtime/socket-messages';
import { enforceLimits, TooManyRequestsError } from '@lambdas/limits/rate-limit';
import { dropConnection, sendToConnection } from './connections-api';
import { closeConnection, subscribe, unsubscribe } from './connection-repository';
import { redeemTicket } from './socket-tickets';

function parse(body: string | undefined) {
  try {
    const parsed = clientMessageSchema.safeParse(JSON.parse(body ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function answer(connectionId: string, body: string | undefined): Promise<ServerMessage> {
  const message = parse(body);
  if (!message) return { type: 'error', message: requestMessages.socketMessageUnknown };
  if (message.action === 'ping') return { type: 'pong' };
  if (message.action === 'unsubscribe') {
    await unsubscribe(connectionId, message.topic);
    return { type: 'unsubscribed', topic: message.topic };
  }
  if (!isPublicTopic(message.topic) && !(message.ticket !== undefined && (await redeemTicket(message.ticket, message.topic)))) {
    return { type: 'error', message: requestMessages.socketTopicPrivate };
  }
  const subscription = await subscribe(connectionId, message.topic);
  if (subscription === 'closed') return { type: 'error', message: requestMessages.socketClosed };
  if (subscription === 'tooManyTopics') return { type: 'error', message: requestMessages.socketTooManyTopics };
  return { type: 'subscribed', topic: message.topic };
}

/** False, the connection closed, once it has sent more than its limit. */
async function withinLimit(connectionId: string): Promise<boolean> {
  try {
    await enforceLimits([{ subject: `ws:conexion:${connectionId}`, limits: rateLimits.socketMessagesPerConnection }]);
    return true;
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
  }
  await sendToConnection(connectionId, { type: 'error', code: 'TOO_MANY_MESSAGES', message: requestMessages.socketTooManyMessages });
  await closeConnection(connectionId);
  await dropConnection(connectionId);
  return false;
}

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const connectionId = event.requestContext.connectionId;
  if (!(await withinLimit(connectionId))) return { statusCode: 200 };
  const reply = await answer(connectionId, event.body);
  if (!(await sendToConnection(connectionId, reply))) await closeConnection(connectionId);
  return { statusCode: 200 };
}
