// The local cloud as a process, for tests and tools: prints one JSON line when it is ready,
//   {"ready":true,"url":"http://localhost:PORT","webSocketUrl":"ws://localhost:PORT/ws",
//    "cognitoAdminEndpoint":"http://127.0.0.1:PORT2"}
// (cognito-local itself, for Admin* calls the public /cognito refuses) and stops cleanly on
// SIGTERM/SIGINT.
//   tsx bin/local-cloud.ts --port 0 --memory [--no-seed] [--demo-athletes N] [--demo-registrants N] [--no-demo-retos] [--data-dir DIR]
//                          [--web-dist DIR] [--routes MODULE] [--rate-limit-factor N] [--stop-with-parent]
//                          [--dynamodb-endpoint URL --table-name NAME]
import { parseArgs } from 'node:util';
import { startLocalCloud } from '@infra/local/local-cloud';
import { repoRoot } from '@infra/local/repo-root';
import { loadRouteTable } from '@infra/local/route-table';
import { failToStart, stopOnExit } from '@infra/local/shutdown';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    memory: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    /** Size of the finished demo race (tests use a small one to start faster). */
    'demo-athletes': { type: 'string' },
    /** Registrants of the spring demo race (0 for none, else at least 50). */
    'demo-registrants': { type: 'string' },
    /** Leave out the demo's retos (the test clouds, which answer only once the whole seed ran). */
    'no-demo-retos': { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
    /** A module with the route table's exports, instead of infra/routes.ts. */
    routes: { type: 'string' },
    /** Multiplies every request limit (tests that send hundreds of registrations from one address). */
    'rate-limit-factor': { type: 'string' },
    /** A DynamoDB Local already running, in memory, and the table of this cloud in it (test runs share one Java). */
    'dynamodb-endpoint': { type: 'string' },
    'table-name': { type: 'string' },
    /** Stop when stdin closes, so a parent that dies without cleaning up takes the cloud with it. */
    'stop-with-parent': { type: 'boolean', default: false },
  },
});

const log = (line: string) => console.error(line);
const dataDir = values['data-dir'];
const sharedEndpoint = values['dynamodb-endpoint'];
if (sharedEndpoint && (dataDir || !values['table-name'])) failToStart(new Error('--dynamodb-endpoint needs --table-name and no --data-dir'));

try {
  const cloud = await startLocalCloud({
    port: Number(values.port),
    ...(dataDir && !values.memory ? { dataDir } : { memory: true }),
    seed: !values['no-seed'],
    demoAthletes: values['demo-athletes'] ? Number(values['demo-athletes']) : undefined,
    demoRegistrants: values['demo-registrants'] ? Number(values['demo-registrants']) : undefined,
    demoRetos: !values['no-demo-retos'],
    webDist: values['web-dist'],
    routes: values.routes ? await loadRouteTable(repoRoot, values.routes) : undefined,
    rateLimitFactor: values['rate-limit-factor'] ? Number(values['rate-limit-factor']) : undefined,
    sharedDynamoDb: sharedEndpoint ? { endpoint: sharedEndpoint, tableName: values['table-name']! } : undefined,
    log,
  });
  const shutdown = stopOnExit(cloud, log);
  if (values['stop-with-parent']) {
    process.stdin.on('end', () => void shutdown(0)).resume();
  }
  await cloud.seeded;
  const { url, webSocketUrl, cognitoAdminEndpoint } = cloud;
  process.stdout.write(`${JSON.stringify({ ready: true, url, webSocketUrl, cognitoAdminEndpoint })}\n`);
} catch (error) {
  failToStart(error);
}
