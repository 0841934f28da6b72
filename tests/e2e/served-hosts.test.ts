// The public port answers only the hosts the platform serves, as CloudFront does (infra/local/served-hosts.ts,
// docs/security.md 'The edge'): this machine's names, organizer subdomains of localhost and the own
// domains the DNS stand-in serves get their /config.json and a CSP naming them; any other Host, on any
// path, gets 403 HOST_NOT_SERVED, and nothing in the answer names it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { runtimeConfigSchema } from '@shared/core/runtime-config';
import { requestMessages } from '@shared/core/request-messages';
import { getAsHost, type HostAnswer } from '../support/request-as-host';
import { spaBuilt } from '../support/spa-build';

const cloudUrl = inject('cloudUrl');
const port = new URL(cloudUrl).port;

// A served host's page is web/dist/index.html filled in: under `npm test` the SPA is built beside the tests.
beforeAll(() => spaBuilt());

/** Everything an answer says: its headers and its body. */
const wholeAnswer = (answer: HostAnswer) => `${JSON.stringify(answer.headers)}\n${answer.body}`;
const connectSources = (answer: HostAnswer) =>
  String(answer.headers['content-security-policy']).split('; ').find((directive) => directive.startsWith('connect-src ')) ?? '';

describe('a Host the platform does not serve', () => {
  const foreign = [
    'evil.example',
    `evil.example:${port}`,
    `localhost.evil.example:${port}`,
    `evil.localhost.evil.example:${port}`,
    `primavera.localhost.evil.example:${port}`,
    `127.0.0.1.evil.example:${port}`,
    `evil.primavera.localhost:${port}`,
    // The demo's own domain is served; a name under it is no tenant.
    `evil.www.nocturna-gdl.mx:${port}`,
  ];

  it.each(foreign)('%s gets 403 for /config.json, pages, the API and the local tools, never its name back', async (host) => {
    for (const path of ['/config.json', '/', '/proximos-eventos', '/api/events?status=2', '/local/outbox.json', '/assets/app.js']) {
      const answer = await getAsHost(`${cloudUrl}${path}`, host);
      expect(answer.status, `${host} ${path}`).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ code: 'HOST_NOT_SERVED', message: requestMessages.hostNotServed });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(wholeAnswer(answer)).not.toContain('evil');
    }
  });

  it('cannot even open the WebSocket', async () => {
    const socket = new WebSocket(`${cloudUrl.replace(/^http/, 'ws')}/ws`, { headers: { host: `evil.example:${port}` } });
    // The upgrade's answer, or none when the socket opened.
    const response = await new Promise<IncomingMessage | undefined>((resolve) => {
      socket.once('unexpected-response', (_, answer) => resolve(answer));
      socket.once('open', () => resolve(undefined));
    });
    if (response) response.resume();
    else socket.close();
    expect(response?.statusCode).toBe(403);
  });
});

describe('a host the platform serves', () => {
  const names = [`localhost:${port}`, `127.0.0.1:${port}`, `primavera.localhost:${port}`, `www.nocturna-gdl.mx:${port}`];

  it.each([...names, `[::1]:${port}`])('%s gets its config, with the CSP naming it', async (host) => {
    const config = await getAsHost(`${cloudUrl}/config.json`, host);
    expect(config.status).toBe(200);
    expect(runtimeConfigSchema.parse(JSON.parse(config.body))).toMatchObject({
      userPoolEndpoint: `http://${host}/cognito`,
      webSocketUrl: `ws://${host}/ws`,
    });
    expect(connectSources(config)).toContain(` ws://${host} `);
  });

  // [::1] is no page's host (lambdas/documents/document-request.ts): its pages are the main host's.
  it.each(names)('%s gets its pages, with their CSP naming it', async (host) => {
    const page = await getAsHost(`${cloudUrl}/proximos-eventos`, host);
    expect(page.status).toBeLessThan(500);
    expect(connectSources(page)).toContain(` ws://${host} `);
  });

  it('in any case of its name, written back in lower case', async () => {
    const config = await getAsHost(`${cloudUrl}/config.json`, `WWW.Nocturna-GDL.mx:${port}`);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toMatchObject({ webSocketUrl: `ws://www.nocturna-gdl.mx:${port}/ws` });
  });

  it('by https and wss behind a TLS front that says so, on the front’s port', async () => {
    const config = await getAsHost(`${cloudUrl}/config.json`, 'www.nocturna-gdl.mx', { 'x-forwarded-proto': 'https' });
    expect(JSON.parse(config.body)).toMatchObject({ userPoolEndpoint: 'https://www.nocturna-gdl.mx/cognito', webSocketUrl: 'wss://www.nocturna-gdl.mx/ws' });
  });

  it('is an own domain while the stand-in of CloudFront’s tenants serves it, and only then', async () => {
    const domain = `servido-${randomUUID().slice(0, 8)}.mx`;
    const tenant = `${cloudUrl}/local/dns/tenants/${domain}`;
    const configAt = () => getAsHost(`${cloudUrl}/config.json`, `${domain}:${port}`);
    expect((await configAt()).status).toBe(403);
    expect((await fetch(tenant, { method: 'PUT' })).status).toBe(204);
    expect(JSON.parse((await configAt()).body)).toMatchObject({ webSocketUrl: `ws://${domain}:${port}/ws` });
    expect((await fetch(tenant, { method: 'DELETE' })).status).toBe(204);
    expect((await configAt()).status).toBe(403);
  });
});
