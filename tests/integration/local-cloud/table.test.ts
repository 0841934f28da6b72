// The single table in DynamoDB Local: created from the table design, and a table kept in .data/ from
// an earlier design (an index more, an index less) still serves.
import {
  CreateTableCommand,
  DescribeTableCommand,
  PutItemCommand,
  QueryCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useRunningDynamoDb, type LocalDynamoDb } from '@infra/local/dynamodb';
import { ensureTable } from '@infra/local/table';
import { tableDesign } from '@lambdas/data/table-design';

let dynamoDb: LocalDynamoDb;

// Tables of this file's own in the project's DynamoDB Local (tests/support/local-cloud-setup.ts),
// dropped once it ends.
const tables: string[] = [];
const run = randomUUID().slice(0, 8);
const newTableName = () => {
  const name = `tabla-${run}-${tables.length + 1}`;
  tables.push(name);
  return name;
};

beforeAll(async () => {
  dynamoDb = await useRunningDynamoDb(inject('dynamoDbEndpoint'), tables);
});
afterAll(() => dynamoDb?.stop());

function index(name: string): GlobalSecondaryIndex {
  return {
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}pk`, KeyType: 'HASH' },
      { AttributeName: `${name}sk`, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

/** A table as an earlier run left it, with these global indexes. */
async function earlierTable(indexNames: string[]): Promise<string> {
  const TableName = newTableName();
  const keys = ['pk', 'sk', ...indexNames.flatMap((name) => [`${name}pk`, `${name}sk`])];
  await dynamoDb.client.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: keys.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      ...(indexNames.length ? { GlobalSecondaryIndexes: indexNames.map(index) } : {}),
    }),
  );
  return TableName;
}

async function indexNamesOf(TableName: string): Promise<string[]> {
  const { Table } = await dynamoDb.client.send(new DescribeTableCommand({ TableName }));
  return (Table?.GlobalSecondaryIndexes ?? []).map((found) => found.IndexName ?? '').sort();
}

/** Writes an item under gsi1 and reads it back through gsi1. */
async function roundTripThroughGsi1(TableName: string): Promise<number> {
  await dynamoDb.client.send(
    new PutItemCommand({
      TableName,
      Item: { pk: { S: 'p#1' }, sk: { S: 's#1' }, gsi1pk: { S: 'g#1' }, gsi1sk: { S: 'x' } },
    }),
  );
  const { Count } = await dynamoDb.client.send(
    new QueryCommand({
      TableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'g#1' } },
    }),
  );
  return Count ?? 0;
}

describe('ensureTable', () => {
  it('creates the table with exactly the design’s indexes', async () => {
    const TableName = newTableName();
    await ensureTable(dynamoDb.client, TableName);

    expect(await indexNamesOf(TableName)).toEqual(tableDesign.globalIndexes.map((design) => design.name).sort());
    expect(await roundTripThroughGsi1(TableName)).toBe(1);
  });

  it('leaves an index the design dropped in place, and the table keeps working', async () => {
    const TableName = await earlierTable(['gsi1', 'gsiRetirado']);

    await ensureTable(dynamoDb.client, TableName);
    await ensureTable(dynamoDb.client, TableName);

    expect(await indexNamesOf(TableName)).toEqual([...tableDesign.globalIndexes.map((design) => design.name), 'gsiRetirado'].sort());
    expect(await roundTripThroughGsi1(TableName)).toBe(1);
  });

  it('adds an index the design has and the table lacks', async () => {
    const TableName = await earlierTable([]);

    await ensureTable(dynamoDb.client, TableName);

    expect(await indexNamesOf(TableName)).toContain('gsi1');
    expect(await roundTripThroughGsi1(TableName)).toBe(1);
  });
});
