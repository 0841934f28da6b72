// WebSocket $default — subscribe / unsubscribe / ping; every answer goes back on the same socket.
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { clientMessageSchema, type ServerMessage } from '../../shared/realtime/socket-messages';
import { sendToConnection } from './connections-api';
import { closeConnection, subscribe, unsubscribe } from './connection-repository';

function parse(body: string | undefined) {
  try {
    return clientMessageSchema.safeParse(JSON.parse(body ?? ''));
  } catch {
    return null;
  }
}

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const connectionId = event.requestContext.connectionId;
  const message = parse(event.body);
  let answer: ServerMessage;
  if (!message?.success) {
    answer = { type: 'error', message: 'Mensaje no reconocido' };
  } else if (message.data.action === 'ping') {
    answer = { type: 'pong' };
  } else if (message.data.action === 'subscribe') {
    const known = await subscribe(connectionId, message.data.topic);
    answer = known ? { type: 'subscribed', topic: message.data.topic } : { type: 'error', message: 'Conexión cerrada' };
  } else {
    await unsubscribe(connectionId, message.data.topic);
    answer = { type: 'unsubscribed', topic: message.data.topic };
  }
  if (!(await sendToConnection(connectionId, answer))) await closeConnection(connectionId);
  return { statusCode: 200 };
}
