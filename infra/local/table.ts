// Creates the platform's single table in DynamoDB Local from the same design the CDK data construct
// uses, and adds indexes that a newer design introduced to a table kept from an earlier run. An
// index the design no longer has is left in place: nothing queries it, and DynamoDB keeps it filled.
import { setTimeout as delay } from 'node:timers/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { tableDesign } from '@lambdas/data/table-design';

type IndexDesign = (typeof tableDesign.globalIndexes)[number];

const activeTimeoutMs = 60_000;

function keySchema(partitionKey: string, sortKey: string) {
  return [
    { AttributeName: partitionKey, KeyType: 'HASH' as const },
    { AttributeName: sortKey, KeyType: 'RANGE' as const },
  ];
}

function attributesOf(keys: { partitionKey: string; sortKey: string }[]) {
  const names = new Set(keys.flatMap((key) => [key.partitionKey, key.sortKey]));
  return [...names].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const }));
}

function indexOf(design: IndexDesign): GlobalSecondaryIndex {
  return {
    IndexName: design.name,
    KeySchema: keySchema(design.partitionKey, design.sortKey),
    Projection: { ProjectionType: 'ALL' },
  };
}

async function existingIndexes(client: DynamoDBClient, tableName: string): Promise<string[] | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? '');
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** DynamoDB Local fails writes to a table while an index it is adding is still CREATING. */
async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + activeTimeoutMs;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const statuses = [Table?.TableStatus, ...(Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexStatus)];
    if (statuses.every((status) => status === 'ACTIVE')) return;
    if (Date.now() > deadline) throw new Error(`La tabla ${tableName} no quedó activa en 60 s: ${statuses.join(', ')}`);
    await delay(200);
  }
}

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const indexes = await existingIndexes(client, tableName);
  if (!indexes) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: keySchema(tableDesign.partitionKey, tableDesign.sortKey),
        AttributeDefinitions: attributesOf([tableDesign, ...tableDesign.globalIndexes]),
        GlobalSecondaryIndexes: tableDesign.globalIndexes.map(indexOf),
      }),
    );
    await waitUntilActive(client, tableName);
  } else {
    for (const design of tableDesign.globalIndexes.filter((index) => !indexes.includes(index.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributesOf([design]),
          GlobalSecondaryIndexUpdates: [{ Create: indexOf(design) }],
        }),
      );
      // One index at a time, as DynamoDB requires.
      await waitUntilActive(client, tableName);
    }
  }
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { Enabled: true, AttributeName: tableDesign.timeToLiveAttribute },
      }),
    );
  }
}
