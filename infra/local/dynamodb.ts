// DynamoDB as AWS's DynamoDB Local: in memory, or in a directory that survives restarts. When Java
// ends while the local cloud runs (killed, out of memory), it is started again on the same port, so
// the handlers' endpoint stays the same; until it answers, their calls fail and the API answers 503.
// A Java that keeps ending is started again after a growing pause.
import { mkdir } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { spawnDynamoDb, waitUntilAnswering, type DynamoDbProcess } from './dynamodb-process';
import { freePort } from './free-port';
import { localCredentials, localRegion } from './local-aws';
import { describeError, type Log } from './log';

export interface LocalDynamoDb {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

export interface DynamoDbOptions {
  /** Where a restart is reported. */
  log?: Log;
  /** Run once DynamoDB Local answers, after the first start and after each restart (in memory, a restart loses the table). */
  prepare?: (client: DynamoDBClient) => Promise<void>;
}

/** A Java that ran this long before it ended is started again at once; one that ends sooner waits. */
const STABLE_MS = 60_000;
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

/** Starts DynamoDB Local; `directory` keeps the data, none keeps it in memory. */
export async function startDynamoDb(directory: string | undefined, options: DynamoDbOptions = {}): Promise<LocalDynamoDb> {
  const log = options.log ?? ((line: string) => console.error(line));
  const prepare = options.prepare ?? (() => Promise.resolve());
  if (directory) await mkdir(directory, { recursive: true, mode: 0o700 });
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ region: localRegion, endpoint, credentials: localCredentials });
  const stopping = new AbortController();

  const launch = async (java: DynamoDbProcess) => {
    await waitUntilAnswering(client, java);
    await prepare(client);
  };

  let current = spawnDynamoDb(port, directory);
  try {
    await launch(current);
  } catch (error) {
    await current.stop();
    client.destroy();
    throw error;
  }

  async function supervise(): Promise<void> {
    let startedAt = Date.now();
    let pauseMs = 0;
    for (;;) {
      const how = await current.exited;
      if (stopping.signal.aborted) return;
      pauseMs = Date.now() - startedAt < STABLE_MS ? Math.min(Math.max(FIRST_PAUSE_MS, pauseMs * 2), LONGEST_PAUSE_MS) : 0;
      const lost = directory ? '' : ' Sus datos estaban en memoria y se perdieron.';
      log(`DynamoDB Local terminó (${how}); se reinicia${pauseMs ? ` en ${pauseMs / 1000} s` : ''}. Mientras, la API responde 503.${lost}`);
      await delay(pauseMs, undefined, { signal: stopping.signal }).catch(() => undefined);
      if (stopping.signal.aborted) return;
      current = spawnDynamoDb(port, directory);
      startedAt = Date.now();
      try {
        await launch(current);
        log('DynamoDB Local responde de nuevo.');
      } catch (error) {
        if (!stopping.signal.aborted) log(`DynamoDB Local no arrancó de nuevo: ${describeError(error)}`);
        await current.stop();
      }
    }
  }
  const supervising = supervise();

  return {
    endpoint,
    client,
    async stop() {
      stopping.abort();
      await current.stop();
      await supervising;
      client.destroy();
    },
  };
}

/**
 * A DynamoDB Local that another process started and keeps running (a test run's one Java for many
 * local clouds, each on a table of its own): prepared like a started one, never restarted or
 * stopped from here; stopping drops the tables `tables` names, so the memory they held is freed.
 */
export async function useRunningDynamoDb(endpoint: string, tables: string[], options: DynamoDbOptions = {}): Promise<LocalDynamoDb> {
  const client = new DynamoDBClient({ region: localRegion, endpoint, credentials: localCredentials });
  try {
    await (options.prepare ?? (() => Promise.resolve()))(client);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return {
    endpoint,
    client,
    async stop() {
      await Promise.allSettled(tables.map((TableName) => client.send(new DeleteTableCommand({ TableName }))));
      client.destroy();
    },
  };
}
