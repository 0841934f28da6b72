// The local cloud a benchmark measures: its own process on free ports, without the demo data (whose
// live race would add load of its own), stopped whatever happens; and its DynamoDB request counts.
import { spawnLocalCloud, type CloudProcess } from '../support/local-cloud-process';

import type { HandlerDurations } from '@infra/local/handler-invoker';
import type { DynamoDbCounts } from '@infra/local/dynamodb-meter';

export type { DynamoDbCounts };

export interface CloudMetrics {
  dynamodb: DynamoDbCounts;
  handlers: Record<string, HandlerDurations>;
}

export async function withBenchCloud<T>(work: (cloud: CloudProcess) => Promise<T>): Promise<T> {
  // One address sends every request of a benchmark: the per-client limits would stop it.
  const cloud = await spawnLocalCloud(['--no-seed', '--rate-limit-factor', '1000']);
  try {
    return await work(cloud);
  } finally {
    await cloud.stop();
  }
}

export async function cloudMetrics(cloudUrl: string): Promise<CloudMetrics> {
  const res = await fetch(`${cloudUrl}/local/metrics`);
  return (await res.json()) as CloudMetrics;
}

export async function dynamoDbCounts(cloudUrl: string): Promise<DynamoDbCounts> {
  return (await cloudMetrics(cloudUrl)).dynamodb;
}

/** The requests made between two readings of the counters. */
export function countsBetween(before: DynamoDbCounts, after: DynamoDbCounts): DynamoDbCounts {
  const difference = (from: Record<string, number>, to: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(to)
        .map(([name, count]) => [name, count - (from[name] ?? 0)] as const)
        .filter(([, count]) => count > 0),
    );
  return {
    requests: after.requests - before.requests,
    byOperation: difference(before.byOperation, after.byOperation),
    writeUnitsByEntity: difference(before.writeUnitsByEntity, after.writeUnitsByEntity),
    readUnits: after.readUnits - before.readUnits,
    writeUnits: after.writeUnits - before.writeUnits,
  };
}
