// Where each emulator keeps its data: under a data directory that outlives the process, or in
// memory and a temporary directory that `stop()` deletes. Either is readable by its owner only: it
// holds the accounts' e-mails, phones and password hashes.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface StorageLayout {
  /** Holds local-cloud.json (the user pool ids). */
  root: string;
  /** Undefined: DynamoDB Local runs in memory. */
  dynamoDb?: string;
  s3: string;
  cognito: string;
  /** Undefined: the outbox lives in memory. */
  mail?: string;
  /** The payment simulator's orders file; undefined: they live in memory. */
  payments?: string;
  /** The local DNS of organizer domains; undefined: in memory. */
  dns?: string;
  /** The Garmin stand-in's connected accounts; undefined: in memory. */
  garmin?: string;
  /** The push service stand-in's subscriptions and pushes; undefined: in memory. */
  push?: string;
  /** Deletes what must not outlive the process. */
  dispose(): Promise<void>;
}

export async function prepareStorage(dataDir: string | undefined): Promise<StorageLayout> {
  const root = dataDir ? resolve(dataDir) : await mkdtemp(join(tmpdir(), 'carreras-local-'));
  await mkdir(root, { recursive: true, mode: 0o700 });
  // A .data/ made by an earlier version may be open to every user of the machine.
  await chmod(root, 0o700);
  const layout: StorageLayout = {
    root,
    dynamoDb: dataDir ? join(root, 'dynamodb') : undefined,
    s3: join(root, 's3'),
    cognito: join(root, 'cognito'),
    mail: dataDir ? join(root, 'mail') : undefined,
    payments: dataDir ? join(root, 'payments.json') : undefined,
    dns: dataDir ? join(root, 'dns.json') : undefined,
    garmin: dataDir ? join(root, 'garmin.json') : undefined,
    push: dataDir ? join(root, 'avisos.json') : undefined,
    dispose: dataDir ? async () => undefined : () => rm(root, { recursive: true, force: true }),
  };
  await Promise.all(
    [layout.dynamoDb, layout.s3, layout.cognito, layout.mail]
      .filter((directory): directory is string => directory !== undefined)
      .map((directory) => mkdir(directory, { recursive: true })),
  );
  return layout;
}
