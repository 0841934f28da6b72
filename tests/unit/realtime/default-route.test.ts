import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../lambdas/realtime/default';

const management = mockClient(ApiGatewayManagementApiClient);
const dynamo = mockClient(DynamoDBDocumentClient);

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
  it('subscribes a known connection and confirms it', async () => {
    dynamo.on(GetCommand).resolves({ Item: { connectionId: 'c-1', expiresAt: 99, connectedAt: 1, __edb_e__: 'connection', __edb_v__: '1' } });
    await handler(message(JSON.stringify({ action: 'subscribe', topic: 'event:7' })));
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ topic: 'event:7', connectionId: 'c-1' });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(sent()).toEqual([{ type: 'subscribed', topic: 'event:7' }]);
  });

  it('tells a connection that is no longer recorded that it is closed', async () => {
    dynamo.on(GetCommand).resolves({});
    await handler(message(JSON.stringify({ action: 'subscribe', topic: 'event:7' })));
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sent()).toEqual([{ type: 'error', message: 'Conexión cerrada' }]);
  });

  it('forgets a connection whose client is gone', async () => {
    management.on(PostToConnectionCommand).rejects(Object.assign(new Error('gone'), { name: 'GoneException' }));
    dynamo.on(GetCommand).resolves({ Item: { connectionId: 'c-1', expiresAt: 99, connectedAt: 1, __edb_e__: 'connection', __edb_v__: '1' } });
    await handler(message(JSON.stringify({ action: 'ping' })));
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
  });
});
