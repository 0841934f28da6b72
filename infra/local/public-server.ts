// The one public port, open to this machine only (it carries local-only tools such as the mail
// outbox and @connections): plain HTTP requests go to the first mount whose path matches (the
// static site takes the rest) and WebSocket upgrades on /ws to the WebSocket gateway.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { send, sendJson, splitUrl } from './http-io';
import { describeError, type Log } from './log';
import { listenOnLoopback } from './loopback';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>;

export interface Mount {
  matches: (path: string) => boolean;
  handle: RequestHandler;
}

export interface Site {
  mounts: Mount[];
  fallback: RequestHandler;
  /** Sent with every answer, as CloudFront's response headers policy adds them. */
  securityHeaders: (req: IncomingMessage) => Record<string, string>;
  webSocketPath: string;
  upgrade: UpgradeHandler;
}

/** Matches the path itself and everything below it. */
export const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);
export const exactly = (wanted: string) => (path: string) => path === wanted;

export function createPublicServer(log: Log) {
  let site: Site | undefined;

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!site) return send(res, 503, 'La nube local está arrancando', { 'retry-after': '1' });
    const { path } = splitUrl(req);
    for (const [name, value] of Object.entries(site.securityHeaders(req))) res.setHeader(name, value);
    const handle = site.mounts.find((mount) => mount.matches(path))?.handle ?? site.fallback;
    try {
      await handle(req, res);
    } catch (error) {
      log(`${req.method} ${req.url} falló: ${describeError(error)}`);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { message: 'Internal Server Error' });
    }
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A client that goes away while $connect runs must not crash the process.
    socket.on('error', () => socket.destroy());
    if (!site || splitUrl(req).path !== site.webSocketPath) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    site.upgrade(req, socket, head).catch((error: unknown) => {
      log(`WebSocket ${req.url} falló: ${describeError(error)}`);
      socket.destroy();
    });
  }

  // One server per loopback address, both answering alike.
  const servers = [createServer(onRequest), createServer(onRequest)] as const;
  for (const server of servers) server.on('upgrade', onUpgrade);

  return {
    /** Listens on 127.0.0.1 and ::1; 0 picks a free port. */
    listen(port: number): Promise<number> {
      return listenOnLoopback(servers[0], servers[1], port);
    },
    serve(ready: Site): void {
      site = ready;
    },
    async close(): Promise<void> {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
