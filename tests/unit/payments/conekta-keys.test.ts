import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { conektaKeysFrom } from '@lambdas/payments/conekta-keys';

const secrets = mockClient(SecretsManagerClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  secrets.restore();
});
const stored = { privateKey: 'key_live', testPrivateKey: 'key_test', webhookPublicKey: 'PEM live', testWebhookPublicKey: 'PEM test' };

beforeEach(() => {
  secrets.reset();
});

describe('conektaKeysFrom', () => {
  it('reads the named secret once, however often the keys are asked for', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: 'carreras/conekta' }).resolves({ SecretString: JSON.stringify(stored) });
    const keys = conektaKeysFrom(new SecretsManagerClient({}), 'carreras/conekta');

    const [first, second] = await Promise.all([keys(), keys()]);
    const third = await keys();

    expect(first).toEqual(stored);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('leaves the keys a deployment did not store empty', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ testPrivateKey: 'key_test' }) });

    const keys = await conektaKeysFrom(new SecretsManagerClient({}), 'carreras/conekta')();

    expect(keys).toEqual({ privateKey: '', testPrivateKey: 'key_test', webhookPublicKey: '', testWebhookPublicKey: '' });
  });

  it('tries the secret again after a failed read', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: JSON.stringify(stored) });
    const keys = conektaKeysFrom(new SecretsManagerClient({}), 'carreras/conekta');

    await expect(keys()).rejects.toThrow('throttled');
    expect(await keys()).toEqual(stored);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
