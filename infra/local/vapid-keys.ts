// The VAPID keys this install signs push notices with (docs/realtime.md, "Push notices"): made with
// web-push the first time the data directory starts and kept beside the users, so the browsers'
// subscriptions, made for the public key, keep working after a restart. In AWS they are a secret.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { writeFileAtomically } from './durable-file';

const keysSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
export type VapidKeys = z.infer<typeof keysSchema>;

const keyFileName = 'vapid-keys.json';

async function savedKeys(file: string): Promise<VapidKeys | undefined> {
  try {
    return keysSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/** The install's keys, made and saved in `directory` on its first start. */
export async function installVapidKeys(directory: string): Promise<VapidKeys> {
  const file = join(directory, keyFileName);
  const saved = await savedKeys(file);
  if (saved) return saved;
  const keys = webpush.generateVAPIDKeys();
  await writeFileAtomically(file, JSON.stringify(keys));
  return keys;
}
