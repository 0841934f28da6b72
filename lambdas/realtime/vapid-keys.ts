// The VAPID keys push notices are signed with (docs/realtime.md, "Push notices"): from the variable
// the local cloud sets, or from the Secrets Manager secret the 'push:send' capability names, read once
// per container.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { need, region, vapidKeysJson } from '@lambdas/core/env';

const vapidKeysSchema = z.object({
  /** The uncompressed P-256 public key (65 bytes) and the private scalar (32 bytes), base64url. */
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export interface VapidDetails extends z.infer<typeof vapidKeysSchema> {
  subject: string;
}

let keys: Promise<VapidDetails> | null = null;

async function read(): Promise<VapidDetails> {
  const subject = need('VAPID_SUBJECT');
  if (vapidKeysJson) return { ...vapidKeysSchema.parse(JSON.parse(vapidKeysJson)), subject };
  const secretId = need('VAPID_SECRET_ID');
  const { SecretString } = await new SecretsManagerClient({ region }).send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`Secret ${secretId} has no SecretString`);
  return { ...vapidKeysSchema.parse(JSON.parse(SecretString)), subject };
}

/** Read on first use and kept; a failed read is tried again on the next call. */
export function vapidDetails(): Promise<VapidDetails> {
  keys ??= read().catch((error: unknown) => {
    keys = null;
    throw error;
  });
  return keys;
}
