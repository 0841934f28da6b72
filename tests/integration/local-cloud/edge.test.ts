// The public port plays CloudFront's part: the same security headers on every answer, the viewer's
// host and address and the edge's secret on every API request whatever the browser sent, and a
// body too large refused without breaking the next request on the same connection.
import { Agent, request } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@infra/security-headers';
import { startFixtureCloud } from '../../support/fixture-cloud';
import type { CloudProcess } from '../../support/local-cloud-process';
import { requestFrom } from '../../support/request-from';

let cloud: CloudProcess;
beforeAll(async () => {
  cloud = await startFixtureCloud();
});
afterAll(() => cloud?.stop());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(agent: Agent, path: string, method: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${cloud.url}${path}`, { agent, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('security headers', () => {
  it.each([
    ['the SPA shell', '/atletas'],
    ['an API answer', '/api/echo/fixed'],
    ['/config.json', '/config.json'],
  ])('come with %s, CSP included, as infra/security-headers.ts defines them', async (_case, path) => {
    const answer = await requestFrom('127.0.0.1', `${cloud.url}${path}`);
    const host = new URL(cloud.url).host;
    const expected = securityHeaders({
      webSocketSource: `ws://${host}`,
      uploadsSource: 'http://127.0.0.1',
      payments: 'simulador',
    });
    for (const [name, value] of Object.entries(expected)) {
      if (name !== 'content-security-policy') expect(answer.headers[name]).toBe(value);
    }
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // Meta's pixel is allowed for the events' own ids even without the platform's; Google's tag only
    // by the documents of the pages that load it (tests/integration/sites/page-policy.test.ts).
    expect(csp).toContain("script-src 'self' https://connect.facebook.net;");
    expect(csp).toMatch(new RegExp(`connect-src 'self' ws://${host} http://127\\.0\\.0\\.1:\\d+ https://www\\.facebook\\.com;`));
  });
});

describe('the edge headers of an API request', () => {
  it('name the host and address the gateway saw and carry its secret, whatever the client sent', async () => {
    const answer = await requestFrom<APIGatewayProxyEventV2WithJWTAuthorizer>('127.0.0.2', `${cloud.url}/api/echo/fixed`, {
      headers: { 'x-forwarded-host': 'phishing.example', 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': 'adivinanza' },
    });
    const { headers } = answer.body;
    expect(headers['x-forwarded-host']).toBe(new URL(cloud.url).host);
    expect(headers['x-viewer-ip']).toBe('127.0.0.2');
    expect(headers['x-origin-verify']).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a body over 10 MB', () => {
  it('is answered 413 and closes its connection, so the next keep-alive request gets a fresh one and its answer', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, '/api/echo/fixed', 'GET');
      expect(first.status).toBe(200);

      const tooLarge = await send(agent, '/api/echo/x', 'POST', Buffer.alloc(10 * 1024 * 1024 + 1, 97));
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toEqual({ message: 'Request Entity Too Large' });
      expect(tooLarge.headers.connection).toBe('close');

      const next = await send(agent, '/api/echo/fixed', 'GET');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
