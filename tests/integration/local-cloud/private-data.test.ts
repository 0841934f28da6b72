// The local cloud's data stays on this machine: DynamoDB Local answers on loopback only, and the
// data directory (e-mails, phones, password hashes) is readable by its owner only.
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useRunningDynamoDb, type LocalDynamoDb } from '@infra/local/dynamodb';
import { prepareStorage } from '@infra/local/storage';

let dynamoDb: LocalDynamoDb;

// The project's DynamoDB Local, started by the local cloud's own code (tests/support/local-cloud-setup.ts).
beforeAll(async () => {
  dynamoDb = await useRunningDynamoDb(inject('dynamoDbEndpoint'), []);
});
afterAll(() => dynamoDb?.stop());

/** Whether a TCP connection to host:port opens. */
function opens(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const machineAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal)
    .map((address) => address!.address);

describe('the local cloud keeps its data on this machine', () => {
  it('answers DynamoDB on 127.0.0.1 and refuses connections on every other address of the machine', async () => {
    const port = Number(new URL(dynamoDb.endpoint).port);
    await expect(dynamoDb.client.send(new ListTablesCommand({}))).resolves.toBeDefined();
    const reachable = await Promise.all(machineAddresses().map(async (host) => ({ host, open: await opens(host, port) })));
    expect(reachable.filter(({ open }) => open)).toEqual([]);
  });

  it('makes the data directory readable by its owner only, even one an earlier run left open', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'datos-'));
    try {
      const dataDir = join(parent, '.data');
      await mkdir(dataDir);
      await chmod(dataDir, 0o755);
      await prepareStorage(dataDir);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
