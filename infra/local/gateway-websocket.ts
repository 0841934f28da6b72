// The local WebSocket API at `/ws`: $connect decides whether the upgrade happens, every frame is a
// $default invocation and a closed socket is a $disconnect, as in API Gateway.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { WebSocketRoute } from '../routes';
import { newConnectionId, type Connection, type ConnectionInfo, type ConnectionRegistry } from './connections';
import type { Invoke } from './handler-invoker';
import { sourceIpOf } from './http-event';
import { describeError, type Log } from './log';
import { connectEvent, disconnectEvent, messageEvent } from './websocket-events';

export interface WebSocketGatewayOptions {
  routes: readonly WebSocketRoute[];
  invoke: Invoke;
  connections: ConnectionRegistry;
  log: Log;
}

type Outcome = { ok: true; result: unknown } | { ok: false };

function statusOf(result: unknown): number {
  const statusCode = (result as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof statusCode === 'number' ? statusCode : 200;
}

function refuse(socket: Duplex, statusCode: number): void {
  const reason = STATUS_CODES[statusCode] ?? '';
  socket.end(`HTTP/1.1 ${statusCode} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** API Gateway's frame limit: a larger frame closes the connection (1009) before any handler runs. */
export const MAX_FRAME_BYTES = 32 * 1024;

export function createWebSocketGateway({ routes, invoke, connections, log }: WebSocketGatewayOptions) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  /** Invokes the route's handler; undefined when the table has no such route. */
  async function run(routeKey: WebSocketRoute['routeKey'], event: unknown): Promise<Outcome | undefined> {
    const route = routes.find((candidate) => candidate.routeKey === routeKey);
    if (!route) return undefined;
    try {
      return { ok: true, result: await invoke(route, event) };
    } catch (error) {
      log(`${route.id} (${route.handler}) falló: ${describeError(error)}`);
      return { ok: false };
    }
  }

  function attach(socket: WebSocket, info: ConnectionInfo): void {
    const connection: Connection = { ...info, socket, lastActiveAt: info.connectedAt };
    connections.set(info.connectionId, connection);
    // A protocol error on one socket must not take the process down; 'close' follows it.
    socket.on('error', () => socket.terminate());
    socket.on('message', async (data: Buffer, isBinary) => {
      connection.lastActiveAt = Date.now();
      const event = messageEvent(info, data, isBinary);
      const outcome = await run('$default', event);
      // API Gateway tells the client when the integration failed.
      if (outcome?.ok === false && socket.readyState === socket.OPEN) {
        const { requestId } = event.requestContext;
        socket.send(JSON.stringify({ message: 'Internal server error', connectionId: info.connectionId, requestId }));
      }
    });
    socket.on('close', (code, reason) => {
      connections.delete(info.connectionId);
      void run('$disconnect', disconnectEvent(info, code, reason.toString()));
    });
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const info: ConnectionInfo = {
      connectionId: newConnectionId(),
      connectedAt: Date.now(),
      domainName: req.headers.host ?? 'localhost',
      sourceIp: sourceIpOf(req),
      userAgent: req.headers['user-agent'] ?? '',
    };
    const outcome = await run('$connect', connectEvent(info, req));
    const statusCode = !outcome ? 200 : outcome.ok ? statusOf(outcome.result) : 500;
    if (statusCode >= 400) return refuse(socket, statusCode);
    server.handleUpgrade(req, socket, head, (webSocket) => attach(webSocket, info));
  }

  function close(): void {
    for (const client of server.clients) client.terminate();
    server.close();
  }

  return { handleUpgrade, close };
}
