// WebSocket $connect — records the connection so it can subscribe to topics; connections opened from
// one address are limited (docs/realtime.md, 'Limits'): past it the upgrade is refused with 429.
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { rateLimits } from '@shared/core/rate-limits';
import { clientAddress } from '@lambdas/core/client-address';
import { enforceLimits, TooManyRequestsError } from '@lambdas/limits/rate-limit';
import { openConnection } from './connection-repository';

/** The $connect event carries the caller's address, which the WebSocket event type leaves out. */
type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { requestContext: { identity?: { sourceIp?: string } } };

async function withinLimit(event: ConnectEvent): Promise<boolean> {
  const address = event.requestContext.identity?.sourceIp;
  if (!address) return true;
  try {
    await enforceLimits([{ subject: `ws:cliente:${clientAddress(address)}`, limits: rateLimits.socketConnectionsPerClient }]);
    return true;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return false;
    throw error;
  }
}

export async function handler(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  if (!(await withinLimit(event))) return { statusCode: 429 };
  await openConnection(event.requestContext.connectionId, new Date(event.requestContext.requestTimeEpoch));
  return { statusCode: 200 };
}
