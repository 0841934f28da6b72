// Turns a node:http request into the event an HTTP API (payload 2.0) hands its Lambda integration.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { edgeHeaders } from '@shared/core/edge-headers';
import type { Claims } from './jwt-authorizer';
import { localAccountId } from './local-aws';
import { routeKeyOf } from '../routes/route-key';
import type { RouteMatch } from './route-match';
import { splitUrl } from './http-io';

// API Gateway passes these bodies as text and base64-encodes everything else.
const textTypes = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded|[\w.+-]+\+(json|xml)))/i;

function isTextContent(contentType: string | undefined): boolean {
  return !contentType || textTypes.test(contentType);
}

/** The request time as API Gateway writes it: 12/Mar/2020:19:03:58 +0000. */
export function apiGatewayTime(date: Date): string {
  const [, day, month, year, time] = date.toUTCString().split(' ');
  return `${day}/${month}/${year}:${time} +0000`;
}

export function sourceIpOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

function joinedHeaders(req: IncomingMessage, originSecret: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (name !== 'cookie' && values) headers[name] = values.join(',');
  }
  // The gateway plays CloudFront's part: these say what the edge saw, never what the browser claimed.
  headers[edgeHeaders.forwardedHost] = req.headers.host ?? 'localhost';
  headers[edgeHeaders.viewerIp] = sourceIpOf(req);
  headers[edgeHeaders.originVerify] = originSecret;
  headers['x-forwarded-for'] ??= sourceIpOf(req);
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(req.socket.localPort ?? '');
  return headers;
}

function queryParameters(query: string): Record<string, string> | undefined {
  if (!query) return undefined;
  const parameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    parameters[name] = name in parameters ? `${parameters[name]},${value}` : value;
  }
  return parameters;
}

export function toHttpEvent(
  req: IncomingMessage,
  body: Buffer,
  match: RouteMatch,
  claims: Claims | undefined,
  originSecret: string,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { path, query } = splitUrl(req);
  const method = req.method ?? 'GET';
  const host = req.headers.host ?? 'localhost';
  const routeKey = routeKeyOf(match.route);
  const now = new Date();
  const binary = !isTextContent(req.headers['content-type']);
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  // Public routes carry no authorizer at all in AWS, which the event type cannot express: hence the cast.
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: query,
    ...(cookies?.length ? { cookies } : {}),
    headers: joinedHeaders(req, originSecret),
    queryStringParameters: queryParameters(query),
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: body.length ? body.toString(binary ? 'base64' : 'utf8') : undefined,
    isBase64Encoded: body.length > 0 && binary,
    requestContext: {
      accountId: localAccountId,
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method,
        path,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: sourceIpOf(req),
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: null } } } : {}),
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}
