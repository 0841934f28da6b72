// The local cloud's event sources against the fixture route table: the WebSocket API and its
// @connections API, S3 notifications from presigned uploads, and schedules.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { S3Event, ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { waitFor } from '../../support/accounts';
import { startFixtureCloud } from '../../support/fixture-cloud';
import type { CloudProcess } from '../../support/local-cloud-process';

let cloud: CloudProcess;

beforeAll(async () => {
  cloud = await startFixtureCloud();
});
afterAll(() => cloud?.stop());

async function recordedBy<T>(id: string): Promise<T[]> {
  return (await (await fetch(`${cloud.url}/api/recorded/${id}`)).json()) as T[];
}

interface ConnectionInfo {
  connectionId: string;
  eventType: string;
}

interface ConnectEvent {
  queryStringParameters?: Record<string, string>;
  headers: Record<string, string>;
  requestContext: Record<string, unknown>;
}

interface Socket {
  socket: WebSocket;
  next(): Promise<Record<string, unknown>>;
}

function connect(query = ''): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${cloud.webSocketUrl}${query}`);
    const frames: Record<string, unknown>[] = [];
    const waiting: ((frame: Record<string, unknown>) => void)[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>;
      const waiter = waiting.shift();
      if (waiter) waiter(frame);
      else frames.push(frame);
    });
    const next = () => {
      const frame = frames.shift();
      return frame ? Promise.resolve(frame) : new Promise<Record<string, unknown>>((r) => waiting.push(r));
    };
    socket.once('open', () => resolve({ socket, next }));
    socket.once('error', reject);
  });
}

describe('the WebSocket API', () => {
  it('hands $connect the query string and the headers as the client sent them', async () => {
    const { socket } = await connect('?evento=123&token=abc');
    socket.close();
    const events = await recordedBy<ConnectEvent>('FixtureConnect');
    const event = events.find((candidate) => candidate.queryStringParameters?.evento === '123');
    expect(event?.queryStringParameters).toEqual({ evento: '123', token: 'abc' });
    expect(Object.keys(event?.headers ?? {})).toContain('Sec-WebSocket-Key');
    expect(event?.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT' });
    expect(event?.requestContext.connectionId).toMatch(/^[A-Za-z0-9+/]{15}=$/);
  });

  it('refuses the upgrade when $connect answers 403', async () => {
    await expect(connect('?deny=1')).rejects.toThrow(/403/);
  });

  it('runs $default for each frame, whose handler answers through @connections', async () => {
    const { socket, next } = await connect();
    socket.send('hola');
    const frame = await next();
    expect(frame).toMatchObject({ echo: 'hola', isBase64Encoded: false });
    expect(frame.connectionId).toMatch(/=$/);
    socket.close();
  });

  it('tells the client when the $default handler fails, as API Gateway does', async () => {
    const { socket, next } = await connect();
    socket.send('explode');
    expect(await next()).toMatchObject({ message: 'Internal server error' });
    socket.close();
  });
});

describe('the @connections API', () => {
  it('describes and closes a connection, which then reaches $disconnect and is gone', async () => {
    const { socket, next } = await connect();
    socket.send('¿quién soy?');
    const connectionId = String((await next()).connectionId);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const client = new ApiGatewayManagementApiClient({
      region: 'us-east-1',
      endpoint: cloud.url,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });

    const described = await client.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    await closed;

    expect(described.ConnectedAt).toBeInstanceOf(Date);
    expect(described.Identity?.SourceIp).toMatch(/^(127\.0\.0\.1|::1)$/);
    const disconnects = await waitFor(async () => {
      const events = await recordedBy<{ requestContext: ConnectionInfo }>('FixtureDisconnect');
      return events.find((event) => event.requestContext.connectionId === connectionId);
    });
    expect(disconnects.requestContext.eventType).toBe('DISCONNECT');
    await expect(client.send(new GetConnectionCommand({ ConnectionId: connectionId }))).rejects.toMatchObject({
      name: 'GoneException',
    });
  });
});

describe('bucket triggers', () => {
  async function upload(key: string): Promise<void> {
    const ticket = await fetch(`${cloud.url}/api/upload-url`, {
      method: 'POST',
      body: JSON.stringify({ key, contentType: 'image/jpeg' }),
    });
    const { url } = (await ticket.json()) as { url: string };
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: 'jpeg' });
    expect(put.status).toBe(200);
  }

  it('lets a browser on another origin PUT to a presigned URL', async () => {
    const ticket = await fetch(`${cloud.url}/api/upload-url`, {
      method: 'POST',
      body: JSON.stringify({ key: 'incoming/cors.jpg', contentType: 'image/jpeg' }),
    });
    const { url } = (await ticket.json()) as { url: string };
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://club.localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('hands the handler an S3 event with the key URL-encoded, for matching prefixes only', async () => {
    await upload('otros/ignorado.jpg');
    await upload('incoming/foto de prueba+1.jpg');

    const [event] = await waitFor(async () => {
      const events = await recordedBy<S3Event>('FixtureUpload');
      return events.length ? events : undefined;
    });
    const [record] = event?.Records ?? [];
    expect(event?.Records).toHaveLength(1);
    expect(record?.eventName).toBe('ObjectCreated:Put');
    expect(record?.s3.bucket.arn).toBe(`arn:aws:s3:::${record?.s3.bucket.name}`);
    expect(record?.s3.object.key).toBe('incoming/foto+de+prueba%2B1.jpg');
    expect(decodeURIComponent(record?.s3.object.key.replace(/\+/g, ' ') ?? '')).toBe('incoming/foto de prueba+1.jpg');
    expect((await recordedBy<S3Event>('FixtureUpload')).map((e) => e.Records[0]?.s3.object.key)).not.toContain(
      'otros/ignorado.jpg',
    );
  });
});

describe('schedules', () => {
  it('invoke the handler with an EventBridge Scheduled Event', async () => {
    const [event] = await waitFor(async () => {
      const events = await recordedBy<ScheduledEvent>('FixtureTick');
      return events.length ? events : undefined;
    });
    expect(event).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} });
    expect(event?.resources[0]).toMatch(/:rule\/FixtureTick$/);
    expect(Date.parse(event?.time ?? '')).not.toBeNaN();
  });
});
