// Small helpers for the local cloud's node:http servers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

/** Reads a whole request body; API Gateway refuses payloads over 10 MB, and so do we. */
export async function readBody(req: IncomingMessage, limitBytes = 10 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function send(
  res: ServerResponse,
  statusCode: number,
  body: string | Buffer,
  headers: Record<string, string | string[]> = {},
): void {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(statusCode, { ...headers, 'content-length': String(payload.length) });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
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
export function splitUrl(req: IncomingMessage): { path: string; query: string } {
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}

/** The host the browser asked for (organizer webs differ only by Host). */
export function hostOf(req: IncomingMessage, fallback: string): string {
  return req.headers.host ?? fallback;
}
