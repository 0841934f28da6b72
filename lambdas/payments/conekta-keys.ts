// The Conekta keys, from one Secrets Manager secret read once per container.
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';

/** The secret's JSON; a deployment may leave one mode's keys empty and then cannot use that mode. */
const conektaKeysSchema = z.object({
  privateKey: z.string().default(''),
  testPrivateKey: z.string().default(''),
  /** PEM public keys of the webhook keys Conekta signs notifications with. */
  webhookPublicKey: z.string().default(''),
  testWebhookPublicKey: z.string().default(''),
});

export type ConektaKeys = z.infer<typeof conektaKeysSchema>;

/** Reads the secret on first use and keeps it; a failed read is tried again on the next call. */
export function conektaKeysFrom(client: SecretsManagerClient, secretId: string): () => Promise<ConektaKeys> {
  let keys: Promise<ConektaKeys> | null = null;
  const read = async () => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new Error(`Secret ${secretId} has no SecretString`);
    return conektaKeysSchema.parse(JSON.parse(SecretString));
  };
  return () => {
    keys ??= read().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
