// A local cloud of a suite's own (other routes, other limits, data no other suite writes to), started
// on the project's DynamoDB Local (tests/support/local-cloud-setup.ts) with a table of its own, so it
// starts no Java: that is left to the suites that kill or restart DynamoDB Local itself.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { spawnLocalCloud, type CloudProcess } from './local-cloud-process';

export function spawnSuiteCloud(args: string[] = [], env: Record<string, string> = {}): Promise<CloudProcess> {
  const table = `carreras-suite-${randomUUID().slice(0, 8)}`;
  return spawnLocalCloud([...args, '--dynamodb-endpoint', inject('dynamoDbEndpoint'), '--table-name', table], env);
}
