// Creates the platform's single table in DynamoDB Local from the same design the CDK data construct
// uses, and adds indexes that a newer design introduced to a table kept from an earlier run. An
// index the design no longer has is left in place: nothing queries it, and DynamoDB keeps it filled.
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
import { waitForProgress } from './progress-wait';

type IndexDesign = (typeof tableDesign.globalIndexes)[number];

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

/**
 * DynamoDB Local fails writes to a table while an index it is adding is still CREATING. A large table
 * on a busy machine takes long to index: the wait lasts while indexes keep becoming active.
 */
async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  let statuses: (string | undefined)[] = [];
  await waitForProgress({
    async check() {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      statuses = [Table?.TableStatus, ...(Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexStatus)];
      return statuses.filter((status) => status !== 'ACTIVE').length;
    },
    longestPauseMs: 250,
    stalled: (_, minutes) => `La tabla ${tableName} no quedó activa: nada cambió en ${minutes} min (${statuses.join(', ')})`,
  });
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
