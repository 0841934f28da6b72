// An HTTP request from a chosen loopback address (127.0.0.2, 127.0.0.3, …), with any headers (fetch
// lets a test choose neither): each address is another client to the local cloud's limits.
import { request } from 'node:http';

export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

export function requestFrom<T = unknown>(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer<T>> {
  const payload = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        localAddress,
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON: the text itself.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
