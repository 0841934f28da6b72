// The bench's stand-in for CloudFront's side of the wire (docs/benchmarks.md, "Lighthouse"): HTTP/2
// over TLS, as the distributions serve the platform (infra/web-hosting.ts: HTTP/2 and 3), in front of
// the bench cloud's public port, which speaks HTTP/1.1 as an origin does and compresses as CloudFront
// would. Each request goes on to that port with the host the browser asked for and
// `X-Forwarded-Proto: https`; WebSocket upgrades (HTTP/1.1) are piped through. The certificate is a
// self-signed one for localhost and its subdomains, made by openssl for this run: the browser that
// measures is told to accept it (`--ignore-certificate-errors`).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { listenOnLoopback } from '@infra/local/loopback';

export interface CloudFrontFront {
  /** https://localhost:{port} */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Headers HTTP/2 forbids, or that name one hop only. */
const hopHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost', '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' });
    return { key: await readFile(key), cert: await readFile(cert) };
  } catch (error) {
    throw new Error(`The Lighthouse bench needs openssl to make its certificate: ${String(error)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function originHeaders(headers: IncomingHttpHeaders, authority: string | undefined): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':') && !hopHeaders.has(name)) forwarded[name] = value;
  if (authority) forwarded.host = authority;
  forwarded['x-forwarded-proto'] = 'https';
  return forwarded;
}

function frontServer(originPort: number, tls: { key: Buffer; cert: Buffer }): Http2SecureServer {
  const server = createSecureServer({ ...tls, allowHTTP1: true }, (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const authority = req.headers[':authority'] ?? req.headers.host;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: originPort, method: req.method, path: req.url, headers: originHeaders(req.headers, authority) },
      (answer) => {
        const headers: IncomingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!hopHeaders.has(name)) headers[name] = value;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Browsers open WebSockets over HTTP/1.1: the raw request goes on, and both ways are piped.
  server.on('upgrade', (req: Http2ServerRequest, socket: Duplex, head: Buffer) => {
    const origin = connect(originPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries({ ...req.headers, 'x-forwarded-proto': 'https' })) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      origin.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) origin.write(head);
      origin.pipe(socket).pipe(origin);
    });
    const end = () => {
      origin.destroy();
      socket.destroy();
    };
    origin.on('error', end);
    socket.on('error', end);
  });
  return server;
}

export async function startCloudFrontFront(originPort: number): Promise<CloudFrontFront> {
  const tls = await selfSignedCertificate();
  // On 127.0.0.1 and ::1, as the public port listens: the browser may ask localhost on either.
  const servers = [frontServer(originPort, tls), frontServer(originPort, tls)] as const;
  const port = await listenOnLoopback(servers[0], servers[1], 0);
  return {
    url: `https://localhost:${port}`,
    port,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}
