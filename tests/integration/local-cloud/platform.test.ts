// The local cloud that every integration test uses: the gateway's answers, /config.json, media,
// the mail outbox, @connections and the WebSocket API.
import { networkInterfaces } from 'node:os';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { runtimeConfigSchema } from '@shared/core/runtime-config';
import { getAsHost } from '../../support/request-as-host';

const cloudUrl = inject('cloudUrl');
const webSocketUrl = inject('webSocketUrl');
const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };

describe('the public port', () => {
  const port = new URL(cloudUrl).port;
  // Link-local addresses need a zone to be dialled; every other address of the machine counts.
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((address) => !address.address.startsWith('fe80'));
  const urlAt = ({ address, family }: { address: string; family: string }) =>
    family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;

  it('answers on every loopback address the machine has', async () => {
    const loopback = addresses.filter((address) => address.internal);
    expect(loopback.map((address) => address.address)).toContain('127.0.0.1');
    for (const address of loopback) {
      expect((await fetch(`${urlAt(address)}/config.json`)).status).toBe(200);
    }
  });

  it('is out of reach from the network, since it carries local-only tools', async () => {
    for (const address of addresses.filter((candidate) => !candidate.internal)) {
      await expect(fetch(`${urlAt(address)}/local/outbox.json`)).rejects.toThrow();
    }
  });
});

describe('the HTTP API', () => {
  it('answers an unknown /api path from the $default route, in Spanish', async () => {
    const res = await fetch(`${cloudUrl}/api/no-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'No encontrado' });
  });

  it('refuses a protected route without a token', async () => {
    const res = await fetch(`${cloudUrl}/api/me`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a protected route with a token that is not a JWT', async () => {
    const res = await fetch(`${cloudUrl}/api/me`, { headers: { authorization: 'Bearer no-es-un-jwt' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('/config.json', () => {
  it('points the SPA at this cloud', async () => {
    const res = await fetch(`${cloudUrl}/config.json`);
    const config = runtimeConfigSchema.parse(await res.json());
    expect(config.userPoolEndpoint).toBe(`${cloudUrl}/cognito`);
    expect(config.webSocketUrl).toBe(webSocketUrl);
    expect(config.mainHosts).toContain('localhost');
    expect(config.userPoolId).toMatch(/_/);
    expect(config.userPoolClientId).not.toBe('');
  });

  it('points at it by https and wss behind a TLS front that says so, as the Lighthouse bench reaches it', async () => {
    const res = await fetch(`${cloudUrl}/config.json`, { headers: { 'x-forwarded-proto': 'https' } });
    const config = runtimeConfigSchema.parse(await res.json());
    const host = new URL(cloudUrl).host;
    expect(config.userPoolEndpoint).toBe(`https://${host}/cognito`);
    expect(config.webSocketUrl).toBe(`wss://${host}/ws`);
  });

  it('follows the Host an organizer web is served on', async () => {
    const port = new URL(cloudUrl).port;
    const res = await getAsHost(`${cloudUrl}/config.json`, `club.localhost:${port}`);
    const config = runtimeConfigSchema.parse(JSON.parse(res.body));
    expect(config.webSocketUrl).toBe(`ws://club.localhost:${port}/ws`);
    expect(config.userPoolEndpoint).toBe(`http://club.localhost:${port}/cognito`);
  });
});

describe('/media', () => {
  it('answers 404 for an object the media bucket does not have', async () => {
    const res = await fetch(`${cloudUrl}/media/no/existe.jpg`);
    expect(res.status).toBe(404);
  });
});

describe('the mail outbox', () => {
  it('keeps what the real SES v2 client sends and lists it newest first', async () => {
    const ses = new SESv2Client({ region: 'us-east-1', endpoint: `${cloudUrl}/local/ses`, credentials });
    const to = `buzon-${Date.now()}@prueba.mx`;
    const send = (subject: string) =>
      ses.send(
        new SendEmailCommand({
          FromEmailAddress: 'no-responder@carreras.localhost',
          Destination: { ToAddresses: [to] },
          Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: `Cuerpo de ${subject}` } } } },
        }),
      );

    const first = await send('Primero');
    await send('Segundo <b>');

    expect(first.MessageId).toMatch(/.+/);
    const list = (await (await fetch(`${cloudUrl}/local/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string;
      to: string[];
      text: string;
    }[];
    expect(list.map((mail) => mail.subject)).toEqual(['Segundo <b>', 'Primero']);
    expect(list[1]).toMatchObject({ to: [to], text: 'Cuerpo de Primero' });
    const page = await (await fetch(`${cloudUrl}/local/outbox`)).text();
    expect(page).toContain('Segundo &#60;b&#62;');
    expect(page).toContain(to);
  });
});

describe('@connections', () => {
  it('answers 410 GoneException for a connection that does not exist', async () => {
    const gone = encodeURIComponent('Zm9vYmFyYmF6cXU=');
    const res = await fetch(`${cloudUrl}/@connections/${gone}`, { method: 'POST', body: 'hola' });
    expect(res.status).toBe(410);
    expect(res.headers.get('x-amzn-errortype')).toBe('GoneException');
    expect(await res.json()).toEqual({ message: 'GoneException' });
  });

  it('is what the real management API client talks to', async () => {
    const client = new ApiGatewayManagementApiClient({ region: 'us-east-1', endpoint: cloudUrl, credentials });
    const post = client.send(new PostToConnectionCommand({ ConnectionId: 'nadie', Data: 'hola' }));
    await expect(post).rejects.toMatchObject({ name: 'GoneException' });
  });
});

describe('the WebSocket API', () => {
  it('accepts a connection at /ws', async () => {
    const socket = new WebSocket(webSocketUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
