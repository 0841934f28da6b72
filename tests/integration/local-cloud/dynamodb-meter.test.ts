// The meter the benchmarks' cost model reads: write units as DynamoDB bills them, transactions
// included (DynamoDB Local reports items of equal size in a transaction once), by entity.
import { CreateTableCommand, DynamoDBClient, TransactWriteItemsCommand, BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useRunningDynamoDb, type LocalDynamoDb } from '@infra/local/dynamodb';
import { startDynamoDbMeter, type DynamoDbMeter } from '@infra/local/dynamodb-meter';
import { localCredentials, localRegion } from '@infra/local/local-aws';

let dynamoDb: LocalDynamoDb;
let meter: DynamoDbMeter;
let client: DynamoDBClient;
// A table of this file's own in the project's DynamoDB Local (tests/support/local-cloud-setup.ts).
const TableName = `medida-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  dynamoDb = await useRunningDynamoDb(inject('dynamoDbEndpoint'), [TableName]);
  meter = await startDynamoDbMeter(dynamoDb.endpoint);
  client = new DynamoDBClient({ endpoint: meter.endpoint, region: localRegion, credentials: localCredentials });
  await client.send(
    new CreateTableCommand({
      TableName,
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
});
afterAll(async () => {
  await meter?.stop();
  await dynamoDb?.stop();
});

/** An item of a little under `kilobytes` KB (attribute names and keys included). */
const item = (entity: string, id: number, kilobytes: number) => ({ pk: { S: `p${id}` }, sk: { S: `$${entity}_1#${id}` }, v: { S: 'x'.repeat(kilobytes * 1024 - 40) } });

/** The meter counts after answering: wait until it has. */
async function settledCounts(expectedWriteUnits: number) {
  for (let tries = 0; tries < 50 && meter.counts().writeUnits < expectedWriteUnits; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return meter.counts();
}

describe('DynamoDB meter', () => {
  it('counts a transaction as twice the units of every item, puts and updates, by entity', async () => {
    const before = meter.counts().writeUnits;
    await client.send(new TransactWriteItemsCommand({ TransactItems: Array.from({ length: 10 }, (_, i) => ({ Put: { TableName, Item: item('lectura', i, 3) } })) }));
    let counts = await settledCounts(before + 60);
    expect(counts.writeUnits - before).toBe(60);
    expect(counts.writeUnitsByEntity.lectura).toBe(60);

    await client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Update: { TableName, Key: { pk: { S: 'p0' }, sk: { S: '$lectura_1#0' } }, UpdateExpression: 'SET w = :w', ExpressionAttributeValues: { ':w': { S: 'y'.repeat(2 * 1024) } } } },
          { Put: { TableName, Item: item('pase', 100, 1) } },
        ],
      }),
    );
    counts = await settledCounts(before + 72);
    // The updated item grew to 5 KB: 10 units; the small put 2.
    expect(counts.writeUnits - before).toBe(72);
    expect(counts.writeUnitsByEntity.pase).toBe(2);
  });

  it('shares a batch write out among its entities by item size', async () => {
    const before = meter.counts();
    const puts = [item('pagina', 200, 8), item('fila', 201, 2)].map((Item) => ({ PutRequest: { Item } }));
    await client.send(new BatchWriteItemCommand({ RequestItems: { [TableName]: puts } }));
    const counts = await settledCounts(before.writeUnits + 10);
    expect(counts.writeUnits - before.writeUnits).toBe(10);
    expect(counts.writeUnitsByEntity.pagina).toBeCloseTo(8, 0);
    expect(counts.writeUnitsByEntity.fila).toBeCloseTo(2, 0);
  });
});
