// The one public port, open to this machine only (it carries local-only tools such as the mail
// outbox and @connections): plain HTTP requests go to the first mount whose path matches (the
// static site takes the rest) and WebSocket upgrades on /ws to the WebSocket gateway. A request, on
// any path, whose Host the platform does not serve is answered 403, as CloudFront answers it
// (served-hosts.ts), so no page on another name (one rebound to 127.0.0.1, say) reads the port. When
// the cloud stops, it first drains: new requests to the site's entry paths get 503 while those in
// flight finish.
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { requestMessages } from '@shared/core/request-messages';
import { answerClientError } from './client-errors';
import { cloudFrontCompresses, compressAnswer } from './compression';
import { send, sendJson, splitUrl } from './http-io';
import { describeError, type Log } from './log';
import { listenOnLoopback } from './loopback';
import { settlesWithin } from './settles-within';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>;

export interface Mount {
  matches: (path: string) => boolean;
  handle: RequestHandler;
}

export interface Site {
  mounts: Mount[];
  fallback: RequestHandler;
  /** The host a request names when the platform serves it (served-hosts.ts); undefined for any other. */
  servedHost: (req: IncomingMessage) => string | undefined;
  /** Sent with every answer to a served host, as CloudFront's response headers policies add them to the path's behaviour. */
  securityHeaders: (host: string, path: string) => Record<string, string>;
  webSocketPath: string;
  upgrade: UpgradeHandler;
  /**
   * The paths people and timing systems call (the API, sign-in), refused while the cloud drains; the
   * stand-ins of AWS services (mail, queues, @connections) keep answering the handlers still running.
   */
  isEntry: (path: string) => boolean;
}

/** What a request refused while the cloud stops is answered, as API Gateway answers when it cannot serve. */
const stoppingAnswer = { code: 'UNAVAILABLE', message: requestMessages.serviceUnavailable };
/**
 * What a Host the platform does not serve is answered: CloudFront's 403 for a name no distribution has,
 * as the Spanish {code, message} of the port's own answers (docs/security.md 'Error answers').
 */
const hostNotServed = { code: 'HOST_NOT_SERVED', message: requestMessages.hostNotServed };
const hostNotServedBody = JSON.stringify(hostNotServed);

/** Matches the path itself and everything below it. */
export const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);
export const exactly = (wanted: string) => (path: string) => path === wanted;

export function createPublicServer(log: Log) {
  let site: Site | undefined;
  let draining = false;
  let inFlight = 0;
  /** Emits 'idle' whenever the last request in flight has been answered. */
  const requests = new EventEmitter();

  function track(res: ServerResponse): void {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) requests.emit('idle');
    });
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    track(res);
    if (!site) return send(res, 503, 'La nube local está arrancando', { 'retry-after': '1' });
    const host = site.servedHost(req);
    // No distribution answers for the name, so none of the site's headers either; nothing is cached.
    if (host === undefined) return sendJson(res, 403, hostNotServed, { 'cache-control': 'no-store' });
    const { path } = splitUrl(req);
    if (draining) {
      // No connection is kept alive past the drain: the port closes right after it.
      res.setHeader('connection', 'close');
      if (site.isEntry(path)) return sendJson(res, 503, stoppingAnswer, { 'retry-after': '10' });
    }
    for (const [name, value] of Object.entries(site.securityHeaders(host, path))) res.setHeader(name, value);
    if (cloudFrontCompresses(path)) compressAnswer(res);
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
    if (draining) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (site && site.servedHost(req) === undefined) {
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(hostNotServedBody)}\r\n` +
          `Cache-Control: no-store\r\nConnection: close\r\n\r\n${hostNotServedBody}`,
      );
      return;
    }
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
  for (const server of servers) {
    server.on('upgrade', onUpgrade);
    server.on('clientError', answerClientError);
  }

  return {
    /** Listens on 127.0.0.1 and ::1; 0 picks a free port. */
    listen(port: number): Promise<number> {
      return listenOnLoopback(servers[0], servers[1], port);
    },
    serve(ready: Site): void {
      site = ready;
    },
    /** Refuses new requests to the entry paths and waits, at most `timeoutMs`, for those in flight. */
    async drain(timeoutMs: number): Promise<void> {
      draining = true;
      for (const server of servers) server.closeIdleConnections();
      if (inFlight > 0 && !(await settlesWithin(once(requests, 'idle'), timeoutMs))) {
        log(`${inFlight} solicitudes seguían en curso tras ${timeoutMs / 1000} s; se cortan.`);
      }
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
