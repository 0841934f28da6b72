// The meter between the handlers and DynamoDB Local outlives a DynamoDB Local that dies under it: a
// transaction answered just before the death, whose written items the meter then cannot read back
// to count them, must not take the local cloud's process down with it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDynamoDbMeter, type DynamoDbMeter } from '@infra/local/dynamodb-meter';

let target: Server | undefined;
let meter: DynamoDbMeter | undefined;
/** The meter's read-backs the dying DynamoDB has cut off. */
let cutReadBacks = 0;
afterEach(async () => {
  await meter?.stop();
  await new Promise((resolve) => (target ? target.close(resolve) : resolve(undefined)));
});

/** A DynamoDB that answers every call but the meter's read-back, whose connection it drops. */
async function dyingDynamoDb(): Promise<string> {
  target = createServer((req, res) => {
    if (String(req.headers['x-amz-target']).endsWith('.BatchGetItem')) {
      req.socket.destroy();
      cutReadBacks += 1;
      return;
    }
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => target!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

const call = (endpoint: string, operation: string, body: unknown) =>
  fetch(endpoint, { method: 'POST', headers: { 'x-amz-target': `DynamoDB_20120810.${operation}`, 'content-type': 'application/x-amz-json-1.0' }, body: JSON.stringify(body) });

describe('DynamoDB meter when DynamoDB Local dies', () => {
  it('answers the transaction, leaves its units uncounted and goes on serving', async () => {
    meter = await startDynamoDbMeter(await dyingDynamoDb());
    const update = { Update: { TableName: 't', Key: { pk: { S: 'p' }, sk: { S: '$lectura_1#1' } }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': { S: 'x' } } } };

    const transaction = await call(meter.endpoint, 'TransactWriteItems', { TransactItems: [update] });
    expect(transaction.status).toBe(200);
    await vi.waitFor(() => expect(cutReadBacks).toBe(1));

    const next = await call(meter.endpoint, 'GetItem', { TableName: 't', Key: { pk: { S: 'p' }, sk: { S: 's' } } });
    expect(next.status).toBe(200);
    expect(meter.counts()).toMatchObject({ requests: 2, writeUnits: 0 });
  });
});
