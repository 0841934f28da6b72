import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '@lambdas/realtime/default';

const management = mockClient(ApiGatewayManagementApiClient);
const dynamo = mockClient(DynamoDBDocumentClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  management.restore();
  dynamo.restore();
});

const storedConnection = {
  pk: '$carreras$connection_1#connectionid_c-1',
  sk: '$connection_1',
  connectionId: 'c-1',
  shard: 3,
  expiresAt: 99,
  connectedAt: 1,
  __edb_e__: 'connection',
  __edb_v__: '1',
};

function message(body: string): APIGatewayProxyWebsocketEventV2 {
  return { body, requestContext: { connectionId: 'c-1' } } as unknown as APIGatewayProxyWebsocketEventV2;
}

/** The connection's message count (lambdas/limits/rate-limit.ts), apart from what the route itself writes. */
const isMessageCount = (input: { Key?: Record<string, unknown> }) => String(input.Key?.pk).includes('ws:conexion:c-1');
const routeUpdates = () => dynamo.commandCalls(UpdateCommand).filter((call) => !isMessageCount(call.args[0].input));

/** Route updates refused with `error`; the message count still taken. */
function refuseRouteUpdates(error: Error): void {
  dynamo.on(UpdateCommand).callsFake((input: { Key?: Record<string, unknown> }) => {
    if (isMessageCount(input)) return {};
    throw error;
  });
}

function sent(): unknown[] {
  return management.commandCalls(PostToConnectionCommand).map((c) => JSON.parse(String(c.args[0].input.Data)));
}

beforeEach(() => {
  management.reset();
  dynamo.reset();
  management.onAnyCommand().resolves({});
  dynamo.onAnyCommand().resolves({});
});

describe('WebSocket $default', () => {
  it('subscribes an open connection to a live-results topic and confirms it', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: storedConnection });
    await handler(message(JSON.stringify({ action: 'subscribe', topic: 'live:7' })));
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({
      topic: 'live:7',
      connectionId: 'c-1',
      expiresAt: 99,
    });
    expect(sent()).toEqual([{ type: 'subscribed', topic: 'live:7' }]);
  });

  it('refuses a private topic without writing anything', async () => {
    await handler(message(JSON.stringify({ action: 'subscribe', topic: '42-organizer' })));
    expect(routeUpdates()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sent()).toEqual([{ type: 'error', message: 'Tema no disponible' }]);
  });

  it('tells a connection that is no longer recorded that it is closed', async () => {
    refuseRouteUpdates(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));
    await handler(message(JSON.stringify({ action: 'subscribe', topic: 'live:7' })));
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sent()).toEqual([{ type: 'error', message: 'Conexión cerrada' }]);
  });

  it('refuses one topic more than a connection may follow, without recording it', async () => {
    refuseRouteUpdates(new ConditionalCheckFailedException({ message: 'limit', $metadata: {} }));
    dynamo.on(GetCommand).resolves({ Item: { ...storedConnection, topics: new Set(['live:1']) } });
    await handler(message(JSON.stringify({ action: 'subscribe', topic: 'live:21' })));
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sent()).toEqual([
      { type: 'error', message: 'Sigues demasiados temas en esta conexión: deja de seguir alguno para seguir otro' },
    ]);
  });

  it('answers text that is not a message with a Spanish error', async () => {
    await handler(message('hola'));
    expect(sent()).toEqual([{ type: 'error', message: 'Mensaje no reconocido' }]);
  });

  it('forgets a connection whose client is gone, its subscriptions and its place in the live audience', async () => {
    management.on(PostToConnectionCommand).rejects(Object.assign(new Error('gone'), { name: 'GoneException' }));
    dynamo.on(GetCommand).resolves({ Item: { ...storedConnection, topics: new Set(['live:7']) } });
    await handler(message(JSON.stringify({ action: 'ping' })));
    const deleted = dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key);
    expect(deleted).toEqual([expect.objectContaining({ pk: expect.stringContaining('live:7') }), expect.objectContaining({ pk: expect.stringContaining('c-1') })]);
    const audience = routeUpdates().map((call) => call.args[0].input);
    expect(audience).toEqual([expect.objectContaining({ UpdateExpression: expect.stringContaining('ADD'), ExpressionAttributeValues: expect.objectContaining({ ':audience_u0': -1 }) })]);
  });

  it('counts each message of the connection, and past its limit says why, forgets the connection and closes it', async () => {
    dynamo.on(UpdateCommand).callsFake((input: { Key?: Record<string, unknown> }) => {
      if (isMessageCount(input)) throw new ConditionalCheckFailedException({ message: 'limit', $metadata: {} });
      return { Attributes: storedConnection };
    });
    dynamo.on(GetCommand).resolves({ Item: { ...storedConnection, topics: new Set(['live:7']) } });
    await handler(message(JSON.stringify({ action: 'subscribe', topic: 'live:8' })));
    expect(sent()).toEqual([
      { type: 'error', code: 'TOO_MANY_MESSAGES', message: 'Demasiados mensajes en esta conexión: se cerrará. Vuelve a conectarte en un minuto.' },
    ]);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toContainEqual(expect.objectContaining({ pk: expect.stringContaining('c-1') }));
    expect(management.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId)).toEqual(['c-1']);
  });
});
