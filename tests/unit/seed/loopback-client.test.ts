import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '@infra/local/seed/demo-uuid';
import { loopbackAddress, sendFrom } from '@infra/local/seed/loopback-client';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === '/vacio' ? 204 : 201, { 'content-type': 'application/json' });
    res.end(req.url === '/vacio' ? undefined : JSON.stringify({ from: req.socket.remoteAddress, host: req.headers.host, method: req.method }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('loopbackAddress', () => {
  it('numbers the athletes from 127.64.0.1 and keeps the accounts apart', () => {
    expect(loopbackAddress('athletes', 0)).toBe('127.64.0.1');
    expect(loopbackAddress('athletes', 255)).toBe('127.64.1.0');
    expect(loopbackAddress('athletes', 2499)).toBe('127.64.9.196');
    expect(loopbackAddress('accounts', 5)).toBe('127.63.0.6');
  });
});

describe('sendFrom', () => {
  it('leaves from the address asked for, keeping the URL’s host name', async () => {
    const send = sendFrom(loopbackAddress('athletes', 41));
    const response = await send(`http://localhost:${port}/api/algo?x=1`, { method: 'POST', headers: {}, body: '{}', signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ from: '127.64.0.42', host: `localhost:${port}`, method: 'POST' });
  });

  it('answers an empty body as no body', async () => {
    const response = await sendFrom(loopbackAddress('athletes', 0))(`http://localhost:${port}/vacio`, { method: 'GET', headers: {}, signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

describe('demoUuid', () => {
  it('is a version-4 UUID, the same for the same key', () => {
    expect(demoUuid('demo:4:0:registro')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoUuid('demo:4:0:registro')).toBe(demoUuid('demo:4:0:registro'));
    expect(demoUuid('demo:4:1:registro')).not.toBe(demoUuid('demo:4:0:registro'));
  });
});
