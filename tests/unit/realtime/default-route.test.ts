import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
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
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '@lambdas/realtime/default';

const management = mockClient(ApiGatewayManagementApiClient);
const dynamo = mockClient(DynamoDBDocumentClient);

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
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sent()).toEqual([{ type: 'error', message: 'Tema no disponible' }]);
  });

  it('tells a connection that is no longer recorded that it is closed', async () => {
    dynamo
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));
    await handler(message(JSON.stringify({ action: 'subscribe', topic: 'live:7' })));
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sent()).toEqual([{ type: 'error', message: 'Conexión cerrada' }]);
  });

  it('refuses one topic more than a connection may follow, without recording it', async () => {
    dynamo
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'limit', $metadata: {} }));
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
    const audience = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(audience).toEqual([expect.objectContaining({ UpdateExpression: expect.stringContaining('ADD'), ExpressionAttributeValues: expect.objectContaining({ ':audience_u0': -1 }) })]);
  });
});
