import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '@lambdas/core/service-unavailable';

/** DynamoDB's answers, by path: its error type and HTTP status as AWS sends them. */
const answers: Record<string, [number, string]> = {
  '/throttled': [400, 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException'],
  '/limited': [400, 'com.amazonaws.dynamodb.v20120810#ThrottlingException'],
  '/fault': [500, 'com.amazonaws.dynamodb.v20120810#InternalServerError'],
  '/unavailable': [503, 'com.amazonaws.dynamodb.v20120810#ServiceUnavailable'],
  '/condition': [400, 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException'],
  '/invalid': [400, 'com.amazon.coral.validate#ValidationException'],
  '/cancelled-throttled': [400, 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException'],
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    // The SDK posts to the endpoint's path with a slash added.
    const path = (req.url ?? '').replace(/\/$/, '');
    const [status, type] = answers[path] ?? [502, ''];
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    const reasons = path === '/cancelled-throttled' ? { CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }] } : {};
    res.end(JSON.stringify(type ? { __type: type, message: 'respuesta de prueba', ...reasons } : { message: 'fetch failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The error a real SDK call fails with, against DynamoDB at `endpoint`; one attempt, no retries. */
async function failureFrom(endpoint: string): Promise<unknown> {
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint, maxAttempts: 1, credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' } });
  try {
    await client.send(new GetItemCommand({ TableName: 'unit-table', Key: { pk: { S: 'a' }, sk: { S: 'b' } } }));
    throw new Error('the call succeeded');
  } catch (error) {
    return error;
  } finally {
    client.destroy();
  }
}

/** A port nothing listens on: one just freed. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('isServiceUnavailable', () => {
  it.each([
    ['the table is throttled', '/throttled'],
    ['the account is throttled', '/limited'],
    ['DynamoDB fails on its side', '/fault'],
    ['DynamoDB says it is unavailable', '/unavailable'],
    ['a transaction is cancelled because an item was throttled', '/cancelled-throttled'],
    ['a gateway in front of DynamoDB cannot reach it', '/gateway'],
  ])('is true when %s', async (_, path) => {
    expect(isServiceUnavailable(await failureFrom(`${base}${path}`))).toBe(true);
  });

  it('is true when DynamoDB cannot be reached at all', async () => {
    expect(isServiceUnavailable(await failureFrom(`http://127.0.0.1:${await closedPort()}`))).toBe(true);
  });

  it('sees through the errors ElectroDB wraps around the SDK’s', async () => {
    const wrapped = new Error('Error thrown by DynamoDB client', { cause: await failureFrom(`${base}/throttled`) });
    expect(isServiceUnavailable(wrapped)).toBe(true);
  });

  it.each([
    ['a condition that failed', '/condition'],
    ['a request DynamoDB finds invalid', '/invalid'],
  ])('is false for %s, which trying again will not mend', async (_, path) => {
    expect(isServiceUnavailable(await failureFrom(`${base}${path}`))).toBe(false);
  });

  it('is false for errors of the code itself, even with a network-like code', () => {
    expect(isServiceUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isServiceUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
