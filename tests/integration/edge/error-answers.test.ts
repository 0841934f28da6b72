// The errors no handler of a route writes are Spanish {code, message} too (docs/security.md): a path or
// method no route of the table takes, answered by the $default route's function as on AWS, and a
// request whose headers the public port cannot read, answered by the port itself.
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '@shared/core/messages';
import { requestMessages } from '@shared/core/request-messages';

const cloudUrl = inject('cloudUrl');

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${cloudUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a request no route takes', () => {
  it.each([
    ['an unknown path', 'GET', '/api/no-existe'],
    ['an unknown path under a known one', 'GET', '/api/events/1/no-existe'],
    ['a method the path does not take', 'DELETE', '/api/health'],
    ['the bare prefix', 'POST', '/api/'],
  ])('is answered 404 in Spanish: %s', async (_, method, path) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(404);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
  });
});

describe('a request whose headers pass 16 KB', () => {
  it('is answered 431 in Spanish, not with an empty body', async () => {
    const answer = await send('GET', '/api/health', { cookie: `sesion=${'x'.repeat(20_000)}` });
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: requestMessages.headersTooLarge });
  });
});
