// The wearable provider of the local cloud: Garmin's calls answered by the local Garmin stand-in over
// HTTP (docs/retos.md), its notifications signed with the cloud's own secret as the
// payment simulator signs its own.
import { simulatorSignatureHeader, isSimulatorSignature } from '@lambdas/core/simulator-signature';
import { pushedActivitiesOf } from './garmin-push';
import { standInPaths, standInTokenSchema, type StandInTokenRequest } from './wearable-stand-in-contract';
import type { WearableProvider } from './wearable-provider';

interface StandInProviderOptions {
  /** The stand-in's base, e.g. http://localhost:3000/local/garmin. */
  baseUrl: string;
  secret: string;
  /** The platform's page the stand-in sends the popup back to. */
  redirectUri: string;
}

export function createStandInProvider(options: StandInProviderOptions): WearableProvider {
  return {
    async authorizationUrl({ state, codeChallenge }) {
      const query = new URLSearchParams({ response_type: 'code', client_id: 'local', code_challenge: codeChallenge, code_challenge_method: 'S256', redirect_uri: options.redirectUri, state });
      return `${options.baseUrl}${standInPaths.authorize}?${query}`;
    },

    async exchangeCode({ code, codeVerifier }) {
      const request: StandInTokenRequest = { code, code_verifier: codeVerifier };
      const response = await fetch(`${options.baseUrl}${standInPaths.token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      if (response.status === 400) return null;
      if (!response.ok) throw new Error(`The Garmin stand-in answered ${response.status}`);
      const granted = standInTokenSchema.parse(await response.json());
      return {
        providerUserId: granted.userId,
        accessToken: granted.access_token,
        refreshToken: granted.refresh_token,
        accessTokenExpiresAt: Math.floor(Date.now() / 1000) + granted.expires_in,
      };
    },

    async disconnect({ providerUserId, accessToken }) {
      const response = await fetch(`${options.baseUrl}${standInPaths.users}/${encodeURIComponent(providerUserId)}`, { method: 'DELETE', headers: { authorization: `Bearer ${accessToken}` } });
      if (!response.ok && response.status !== 404) throw new Error(`The Garmin stand-in answered ${response.status}`);
    },

    async verifyNotification(rawBody, headers) {
      return isSimulatorSignature(rawBody, headers[simulatorSignatureHeader], options.secret) ? pushedActivitiesOf(rawBody) : null;
    },
  };
}
