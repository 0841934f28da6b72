// The one interface every wearable provider implements (docs/retos.md): Garmin's
// adapter in AWS, the local cloud's Garmin stand-in locally and in tests. The connection is OAuth 2.0
// with PKCE: the athlete authorizes in the provider's page, opened in a popup, and the provider then
// pushes the athlete's activities to the platform's webhook.
import type { ParsedActivity } from '@shared/activities/activity';

/** What the platform keeps of a connected athlete's account at the provider. */
export interface WearableAuthorization {
  providerUserId: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch seconds. */
  accessTokenExpiresAt: number;
}

/** One activity a notification carries, for the athlete the provider knows by `providerUserId`. */
export interface PushedActivity {
  providerUserId: string;
  /** The provider's id of the activity, for the logs. */
  summaryId: string;
  activity: ParsedActivity;
}

export interface WearableProvider {
  /** The provider's authorization page for the popup; it comes back to WEARABLE_CALLBACK_PATH with ?code=&state=. */
  authorizationUrl(request: { state: string; codeChallenge: string }): Promise<string>;
  /** The athlete's account for the code the popup brought; null when the provider refuses the code. */
  exchangeCode(request: { code: string; codeVerifier: string }): Promise<WearableAuthorization | null>;
  /** Ends the provider's registration of the athlete ('Eliminar conexión'). */
  disconnect(authorization: WearableAuthorization): Promise<void>;
  /** The activities of an authentic notification; null when it cannot be verified as the provider's. */
  verifyNotification(rawBody: string, headers: Record<string, string | undefined>): Promise<PushedActivity[] | null>;
}
