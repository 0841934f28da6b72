// WebSocket $disconnect — forgets the connection and its subscriptions.
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { closeConnection } from './connection-repository';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await closeConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
}
