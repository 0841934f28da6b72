// Small helpers for the local cloud's node:http servers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedAnswer } from './compression';

export class BodyTooLargeError extends Error {}

/**
 * Reads a whole request body; API Gateway refuses payloads over 10 MB, and so do we. The rest of a
 * body too large is read and dropped rather than cut off, so that the client gets the answer
 * instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limitBytes = 10 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.off('end', onEnd);
      req.resume();
      reject(new BodyTooLargeError());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

export function send(
  res: ServerResponse,
  statusCode: number,
  body: string | Buffer,
  headers: Record<string, string | string[]> = {},
): void {
  const encoded = encodedAnswer(res, statusCode, typeof body === 'string' ? Buffer.from(body) : body, headers);
  res.writeHead(statusCode, { ...encoded.headers, 'content-length': String(encoded.body.length) });
  res.end(res.req.method === 'HEAD' ? undefined : encoded.body);
}

export function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, statusCode, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
}

/** The path and query of a request, split without decoding. */
export function splitUrl(req: Pick<IncomingMessage, 'url'>): { path: string; query: string } {
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}
