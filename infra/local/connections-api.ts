// The API Gateway management API (`/@connections/{id}`) that @aws-sdk/client-apigatewaymanagementapi
// calls with `endpoint = WS_CALLBACK_URL`: post to, describe or close one connection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConnectionRegistry } from './connections';
import { BodyTooLargeError, readBody, send, sendJson, splitUrl } from './http-io';

export const connectionsPath = '/@connections';

// AWS caps a posted message at 128 KB.
const maxMessageBytes = 128 * 1024;

function awsError(res: ServerResponse, statusCode: number, type: string): void {
  sendJson(res, statusCode, { message: type }, { 'x-amzn-errortype': type });
}

export function createConnectionsApi(connections: ConnectionRegistry) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const id = decodeURIComponent(splitUrl(req).path.slice(connectionsPath.length + 1));
    const connection = connections.get(id);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      return awsError(res, 410, 'GoneException');
    }
    switch (req.method) {
      case 'POST': {
        let body: Buffer;
        try {
          body = await readBody(req, maxMessageBytes);
        } catch (error) {
          if (error instanceof BodyTooLargeError) return awsError(res, 413, 'PayloadTooLargeException');
          throw error;
        }
        connection.socket.send(body.toString('utf8'));
        return send(res, 200, '');
      }
      case 'GET':
        // The wire names are camelCase; the SDK maps them to ConnectedAt, Identity, LastActiveAt.
        return sendJson(res, 200, {
          connectedAt: new Date(connection.connectedAt).toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
      case 'DELETE':
        connection.socket.close(1000);
        return send(res, 204, '');
      default:
        return awsError(res, 405, 'MethodNotAllowedException');
    }
  };
}
