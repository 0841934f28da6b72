// Garmin's adapter (Garmin Connect Developer Program, Health API; partner approval required): OAuth
// 2.0 with PKCE at connect.garmin.com, tokens at Garmin's OAuth service, the athlete's Garmin id from
// the Wellness API, the registration deleted there on 'Eliminar conexión', and the activities Garmin
// pushes, accepted when they carry the app's client id as Garmin sends it (garmin-client-id).
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { pushedActivitiesOf } from './garmin-push';
import type { GarminKeys } from './garmin-keys';
import type { WearableAuthorization, WearableProvider } from './wearable-provider';

const AUTHORIZE_URL = 'https://connect.garmin.com/oauth2Confirm';
const TOKEN_URL = 'https://diauth.garmin.com/di-oauth2-service/oauth/token';
const WELLNESS_API = 'https://apis.garmin.com/wellness-api/rest';
/** Garmin refreshes a token this long before it expires. */
const REFRESH_MARGIN_SECONDS = 600;

const tokenSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1), expires_in: z.number().positive() });
const userIdSchema = z.object({ userId: z.string().min(1) });

interface GarminProviderOptions {
  keys: () => Promise<GarminKeys>;
  /** The platform's page Garmin sends the popup back to (registered with Garmin as the app's redirect URI). */
  redirectUri: string;
}

function sameText(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createGarminProvider(options: GarminProviderOptions): WearableProvider {
  async function token(form: Record<string, string>): Promise<z.infer<typeof tokenSchema> | null> {
    const { clientId, clientSecret } = await options.keys();
    const response = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }),
    });
    if (response.status === 400 || response.status === 401) return null;
    if (!response.ok) throw new Error(`Garmin's token endpoint answered ${response.status}`);
    return tokenSchema.parse(await response.json());
  }

  /** A token that is still good, refreshed when it is about to expire. */
  async function freshAccessToken(authorization: WearableAuthorization): Promise<string | null> {
    if (authorization.accessTokenExpiresAt - REFRESH_MARGIN_SECONDS > Date.now() / 1000) return authorization.accessToken;
    return (await token({ grant_type: 'refresh_token', refresh_token: authorization.refreshToken }))?.access_token ?? null;
  }

  return {
    async authorizationUrl({ state, codeChallenge }) {
      const { clientId } = await options.keys();
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        redirect_uri: options.redirectUri,
        state,
      });
      return `${AUTHORIZE_URL}?${query}`;
    },

    async exchangeCode({ code, codeVerifier }) {
      const granted = await token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: options.redirectUri });
      if (!granted) return null;
      const user = await fetch(`${WELLNESS_API}/user/id`, { headers: { authorization: `Bearer ${granted.access_token}` } });
      if (!user.ok) throw new Error(`Garmin's user id answered ${user.status}`);
      return {
        providerUserId: userIdSchema.parse(await user.json()).userId,
        accessToken: granted.access_token,
        refreshToken: granted.refresh_token,
        accessTokenExpiresAt: Math.floor(Date.now() / 1000) + granted.expires_in,
      };
    },

    async disconnect(authorization) {
      const accessToken = await freshAccessToken(authorization);
      // A token Garmin no longer honours means the athlete already removed the app there.
      if (!accessToken) return;
      const response = await fetch(`${WELLNESS_API}/user/registration`, { method: 'DELETE', headers: { authorization: `Bearer ${accessToken}` } });
      if (!response.ok && response.status !== 401 && response.status !== 404) throw new Error(`Garmin's deregistration answered ${response.status}`);
    },

    async verifyNotification(rawBody, headers) {
      const { clientId } = await options.keys();
      return sameText(headers['garmin-client-id'], clientId) ? pushedActivitiesOf(rawBody) : null;
    },
  };
}
