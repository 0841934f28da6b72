// The payment provider of this deployment (PAYMENT_PROVIDER, set by the 'payments:charge' capability),
// one instance per mode and container.
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { need, region } from '@lambdas/core/env';
import { conektaKeysFrom, type ConektaKeys } from './conekta-keys';
import { createConektaProvider } from './conekta-provider';
import type { PaymentProvider } from './payment-provider';
import { createSimulatorProvider } from './simulator-provider';

const providers = new Map<boolean, PaymentProvider>();
let conektaKeys: (() => Promise<ConektaKeys>) | undefined;

function createProvider(test: boolean): PaymentProvider {
  if (need('PAYMENT_PROVIDER') === 'simulador') {
    return createSimulatorProvider({
      baseUrl: need('PAYMENT_SIMULATOR_URL'),
      secret: need('PAYMENT_SIMULATOR_SECRET'),
      test,
    });
  }
  // Both modes read the one secret, once.
  conektaKeys ??= conektaKeysFrom(new SecretsManagerClient({ region }), need('PAYMENT_SECRET_ID'));
  return createConektaProvider({ keys: conektaKeys, test });
}

/** The provider for an event's mode: `test` when its registry configuration has `prueba` on. */
export function paymentProvider(options: { test: boolean }): PaymentProvider {
  let provider = providers.get(options.test);
  if (!provider) {
    provider = createProvider(options.test);
    providers.set(options.test, provider);
  }
  return provider;
}
