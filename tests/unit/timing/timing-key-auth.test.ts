import { createHash } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticateTimingKey } from '@lambdas/timing/timing-key-auth';
import { newTimingKey } from '@lambdas/timing/timing-key-secret';

const dynamo = mockClient(DynamoDBDocumentClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  dynamo.restore();
});
const key = newTimingKey();
const keyHash = createHash('sha256').update(key).digest('hex');

function storedKey(fields: Record<string, unknown> = {}) {
  return {
    pk: `$carreras#keyhash_${keyHash}`,
    sk: '$timingkey_1',
    keyHash,
    eventId: 7,
    keyId: 'k-1',
    label: 'Meta',
    createdAt: '2030-03-01T12:00:00.000Z',
    __edb_e__: 'timingKey',
    __edb_v__: '1',
    ...fields,
  };
}

beforeEach(() => dynamo.reset());

describe('authenticateTimingKey', () => {
  it('accepts an unrevoked key of the event, looked up by its hash in one consistent read', async () => {
    dynamo.on(GetCommand).resolves({ Item: storedKey() });
    await expect(authenticateTimingKey(7, key)).resolves.toBe(true);
    const calls = dynamo.commandCalls(GetCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toMatchObject({ Key: { pk: `$carreras#keyhash_${keyHash}` }, ConsistentRead: true });
    expect(JSON.stringify(calls[0]!.args[0].input)).not.toContain(key);
  });

  it.each([
    ['of another event', storedKey({ eventId: 8 })],
    ['revoked', storedKey({ revokedAt: '2030-03-01T13:00:00.000Z' })],
    ['unknown', undefined],
  ])('refuses a key that is %s', async (_what, item) => {
    dynamo.on(GetCommand).resolves({ Item: item });
    await expect(authenticateTimingKey(7, key)).resolves.toBe(false);
  });

  it.each([undefined, '', 'tk_short', key.slice(3), `${key}x`, `Bearer ${key}`])(
    'refuses %j without asking the table',
    async (presented) => {
      await expect(authenticateTimingKey(7, presented)).resolves.toBe(false);
      expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
    },
  );
});
