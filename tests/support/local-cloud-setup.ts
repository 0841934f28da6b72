// Vitest global setup: one DynamoDB Local (Java) for a whole test project, and one local cloud on a
// table of its own in it, on free ports, so tests run even while `npm start` holds port 3000. The e2e
// layer's cloud has the demo seed, which its screens and its checks of the demo read; the integration
// layer's has none, since its suites make their own accounts and events (a seed costs a minute of CPU).
// The suites that need a cloud of their own (other routes, other limits, a table of their own) start
// one on the same Java, each with its own table (tests/support/suite-cloud.ts): a cloud's Node process
// starts in a second or two, a Java in many more.
import type { TestProject } from 'vitest/node';
import { startDynamoDb } from '@infra/local/dynamodb';
import { spawnLocalCloud } from './local-cloud-process';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamoDb = await startDynamoDb(undefined, { log: (line) => console.error(`[dynamodb-local] ${line}`) });
  try {
    // A smaller finished demo race than `npm start`'s keeps start-up short; every screen still has data.
    // The demo's retos are left out: the tests make their own, and the cloud answers only once the seed ran.
    const seed = project.name === 'e2e' ? ['--demo-athletes', '120', '--demo-registrants', '50', '--no-demo-retos'] : ['--no-seed'];
    // Every suite sends from this one address, hundreds of registrations at once: the request limits
    // are raised here and tested on a cloud of their own (tests/integration/edge).
    const cloud = await spawnLocalCloud([
      ...seed,
      '--rate-limit-factor', '1000',
      '--dynamodb-endpoint', dynamoDb.endpoint,
      '--table-name', 'carreras-local',
    ]);
    project.provide('cloudUrl', cloud.url);
    project.provide('webSocketUrl', cloud.webSocketUrl);
    project.provide('cognitoAdminEndpoint', cloud.cognitoAdminEndpoint);
    project.provide('dynamoDbEndpoint', dynamoDb.endpoint);
    return async () => {
      await cloud.stop();
      await dynamoDb.stop();
    };
  } catch (error) {
    await dynamoDb.stop();
    throw error;
  }
}
