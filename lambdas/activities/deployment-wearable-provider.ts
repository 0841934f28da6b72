// The wearable provider of this deployment (WEARABLE_PROVIDER, set by the 'wearables:connect'
// capability): Garmin in AWS, the local Garmin stand-in in the local cloud; one per container.
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { WEARABLE_CALLBACK_PATH } from '@shared/activities/wearable';
import { need, region } from '@lambdas/core/env';
import { mainHosts } from '@lambdas/core/site-hosts';
import { garminKeysFrom } from './garmin-keys';
import { createGarminProvider } from './garmin-provider';
import { createStandInProvider } from './stand-in-provider';
import type { WearableProvider } from './wearable-provider';

let provider: WearableProvider | undefined;

function createProvider(): WearableProvider {
  if (need('WEARABLE_PROVIDER') === 'simulador') {
    const baseUrl = need('WEARABLE_SIMULATOR_URL');
    return createStandInProvider({ baseUrl, secret: need('WEARABLE_SIMULATOR_SECRET'), redirectUri: `${new URL(baseUrl).origin}${WEARABLE_CALLBACK_PATH}` });
  }
  return createGarminProvider({
    keys: garminKeysFrom(new SecretsManagerClient({ region }), need('GARMIN_SECRET_ID')),
    // Registered with Garmin as the app's redirect URI: the deployment's first main host.
    redirectUri: `https://${mainHosts()[0]}${WEARABLE_CALLBACK_PATH}`,
  });
}

export function wearableProvider(): WearableProvider {
  provider ??= createProvider();
  return provider;
}
