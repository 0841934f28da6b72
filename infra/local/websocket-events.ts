// The events an API Gateway WebSocket API hands its $connect, $default and $disconnect handlers.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayEventWebsocketRequestContextV2 } from 'aws-lambda';
import type { ConnectionInfo } from './connections';
import { apiGatewayTime } from './http-event';

type EventType = APIGatewayEventWebsocketRequestContextV2['eventType'];

function requestContext(info: ConnectionInfo, routeKey: string, eventType: EventType) {
  const now = new Date();
  const requestId = randomUUID();
  return {
    routeKey,
    ...(eventType === 'MESSAGE' ? { messageId: randomUUID() } : {}),
    eventType,
    extendedRequestId: requestId,
    requestTime: apiGatewayTime(now),
    messageDirection: 'IN' as const,
    stage: 'local',
    connectedAt: info.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: info.sourceIp, userAgent: info.userAgent },
    requestId,
    domainName: info.domainName,
    connectionId: info.connectionId,
    apiId: 'local',
  };
}

// WebSocket events keep the header names as the client sent them, unlike HTTP API events.
function headersOf(req: IncomingMessage) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    const value = req.rawHeaders[i + 1] as string;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

function queryOf(req: IncomingMessage) {
  const params = new URL(req.url ?? '/', 'http://local').searchParams;
  if (params.size === 0) return {};
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  for (const [name, value] of params) (multiValueQueryStringParameters[name] ??= []).push(value);
  const queryStringParameters = Object.fromEntries(
    Object.entries(multiValueQueryStringParameters).map(([name, values]) => [name, values.at(-1) as string]),
  );
  return { queryStringParameters, multiValueQueryStringParameters };
}

export function connectEvent(info: ConnectionInfo, req: IncomingMessage) {
  return {
    ...headersOf(req),
    ...queryOf(req),
    requestContext: requestContext(info, '$connect', 'CONNECT'),
    isBase64Encoded: false,
  };
}

export function messageEvent(info: ConnectionInfo, data: Buffer, isBinary: boolean) {
  return {
    requestContext: requestContext(info, '$default', 'MESSAGE'),
    body: data.toString(isBinary ? 'base64' : 'utf8'),
    isBase64Encoded: isBinary,
  };
}

export function disconnectEvent(info: ConnectionInfo, statusCode: number, reason: string) {
  return {
    headers: { Host: info.domainName, 'X-Forwarded-For': info.sourceIp },
    multiValueHeaders: { Host: [info.domainName], 'X-Forwarded-For': [info.sourceIp] },
    requestContext: {
      ...requestContext(info, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: statusCode,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}
