// WebSocket $connect — records the connection so it can subscribe to topics.
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { openConnection } from './connection-repository';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await openConnection(event.requestContext.connectionId, new Date(event.requestContext.requestTimeEpoch));
  return { statusCode: 200 };
}
