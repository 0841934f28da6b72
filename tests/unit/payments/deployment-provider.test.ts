import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { simulatorSignature } from '@lambdas/core/simulator-signature';

const secrets = mockClient(SecretsManagerClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  secrets.restore();
});
const paymentVariables = ['PAYMENT_PROVIDER', 'PAYMENT_SECRET_ID', 'PAYMENT_SIMULATOR_URL', 'PAYMENT_SIMULATOR_SECRET'];

/** deployment-provider.ts as a fresh container loads it, with the given environment. */
async function freshContainer(env: Record<string, string>) {
  vi.resetModules();
  for (const name of paymentVariables) delete process.env[name];
  Object.assign(process.env, env);
  return import('@lambdas/payments/deployment-provider');
}

afterEach(() => {
  for (const name of paymentVariables) delete process.env[name];
  secrets.reset();
});

const paidEvent = JSON.stringify({ id: 'evt_1', type: 'order.paid', data: { object: { id: 'ord_1', amount: 100 } } });

describe('paymentProvider', () => {
  it('is the simulator where PAYMENT_PROVIDER says so, verifying with the cloud’s secret', async () => {
    const secret = 'a'.repeat(64);
    const { paymentProvider } = await freshContainer({
      PAYMENT_PROVIDER: 'simulador',
      PAYMENT_SIMULATOR_URL: 'http://localhost:3000/local/payments',
      PAYMENT_SIMULATOR_SECRET: secret,
    });

    const provider = paymentProvider({ test: false });
    const headers = { 'x-simulador-firma': simulatorSignature(paidEvent, secret) };

    expect(await provider.verifyNotification(paidEvent, headers)).toMatchObject({ id: 'evt_1', orderId: 'ord_1' });
    expect(await provider.verifyNotification(paidEvent, { 'x-simulador-firma': simulatorSignature(paidEvent, 'b'.repeat(64)) })).toBeNull();
  });

  it('keeps one provider per mode in a container', async () => {
    const { paymentProvider } = await freshContainer({
      PAYMENT_PROVIDER: 'simulador',
      PAYMENT_SIMULATOR_URL: 'http://localhost:3000/local/payments',
      PAYMENT_SIMULATOR_SECRET: 'a'.repeat(64),
    });

    expect(paymentProvider({ test: true })).toBe(paymentProvider({ test: true }));
    expect(paymentProvider({ test: false })).toBe(paymentProvider({ test: false }));
    expect(paymentProvider({ test: true })).not.toBe(paymentProvider({ test: false }));
  });

  it('is Conekta where PAYMENT_PROVIDER says so, reading the keys’ secret once for both modes', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: 'carreras/conekta' }).resolves({ SecretString: JSON.stringify({ privateKey: 'key_live' }) });
    const { paymentProvider } = await freshContainer({ PAYMENT_PROVIDER: 'conekta', PAYMENT_SECRET_ID: 'carreras/conekta' });

    // Without webhook keys in the secret nothing verifies; asking still reads the secret.
    expect(await paymentProvider({ test: false }).verifyNotification(paidEvent, { digest: 'eA==' })).toBeNull();
    expect(await paymentProvider({ test: true }).verifyNotification(paidEvent, { digest: 'eA==' })).toBeNull();

    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('fails plainly where the capability was not bound', async () => {
    const { paymentProvider } = await freshContainer({});

    expect(() => paymentProvider({ test: false })).toThrow(/PAYMENT_PROVIDER/);
  });
});
