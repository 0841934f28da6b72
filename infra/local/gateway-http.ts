// The local HTTP API: `/api/*` requests matched against the route table, authorized like the
// JWT authorizer, and answered by the route's handler with API Gateway's own error bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { HttpRoute } from '../routes';
import type { Invoke } from './handler-invoker';
import { toHttpEvent } from './http-event';
import { BodyTooLargeError, readBody, sendJson, splitUrl } from './http-io';
import { writeHttpResult } from './http-result';
import type { Claims } from './jwt-authorizer';
import { describeError, type Log } from './log';
import { createRouteMatcher } from './route-match';

export interface HttpGatewayOptions {
  routes: readonly HttpRoute[];
  invoke: Invoke;
  authorize: (authorization: string | undefined) => Promise<Claims | undefined>;
  /** What CloudFront adds to every request it forwards (ORIGIN_VERIFY_SECRET of the handlers). */
  originSecret: string;
  log: Log;
}

export function createHttpGateway({ routes, invoke, authorize, originSecret, log }: HttpGatewayOptions) {
  const match = createRouteMatcher(routes);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const found = match(req.method ?? 'GET', splitUrl(req).path);
    // Only a route table without a $default route gets here (the platform's has one), answered as API Gateway answers it.
    if (!found) return sendJson(res, 404, { message: 'Not Found' });

    let claims: Claims | undefined;
    if (found.route.auth === 'user') {
      claims = await authorize(req.headers.authorization);
      if (!claims) return sendJson(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
    }

    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      // The connection is not reused: what the client still sends of that body is no next request.
      if (error instanceof BodyTooLargeError) {
        return sendJson(res, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
      }
      throw error;
    }

    try {
      const result = await invoke<APIGatewayProxyResultV2>(found.route, toHttpEvent(req, body, found, claims, originSecret));
      writeHttpResult(res, result);
    } catch (error) {
      log(`${found.route.id} (${found.route.handler}) falló: ${describeError(error)}`);
      sendJson(res, 500, { message: 'Internal Server Error' });
    }
  };
}
