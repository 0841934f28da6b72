// Garmin's partner keys (Garmin Connect Developer Program: the app's client id and secret), from one
// Secrets Manager secret read once per container.
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';

const garminKeysSchema = z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) });
export type GarminKeys = z.infer<typeof garminKeysSchema>;

/** Reads the secret on first use and keeps it; a failed read is tried again on the next call. */
export function garminKeysFrom(client: SecretsManagerClient, secretId: string): () => Promise<GarminKeys> {
  let keys: Promise<GarminKeys> | null = null;
  const read = async () => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new Error(`Secret ${secretId} has no SecretString`);
    return garminKeysSchema.parse(JSON.parse(SecretString));
  };
  return () => {
    keys ??= read().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
