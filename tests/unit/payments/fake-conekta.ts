// A tiny Conekta API on a free local port for the adapter's tests: it records every request and
// answers each with the next queued reply.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/** Plain HTTP unless given a certificate; `basePath` says which. */
export async function startFakeConekta(tls?: { key: string; cert: string }) {
  const requests: RecordedRequest[] = [];
  const replies: FakeReply[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined });
      const reply = replies.shift() ?? { status: 500, body: { message: 'no reply queued' } };
      res.writeHead(reply.status, { 'content-type': 'application/vnd.conekta-v2.2.0+json' });
      res.end(JSON.stringify(reply.body));
    });
  };
  const server = tls ? createTlsServer(tls, answer) : createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    basePath: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    reply: (status: number, body: unknown) => replies.push({ status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
