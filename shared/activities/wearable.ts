// The wearable connection (docs/accounts.md §2.4, docs/platform.md §7 'Request a connection token' / 'Delete the
// wearable registration'): what /atletas reads of it, how the provider's popup comes back, and how
// often one athlete may start a connection.
import { z } from 'zod';
import type { RateLimit } from '@shared/core/rate-limits';
import { activityMessages } from './activity-texts';

/** The page the provider sends the connect popup back to, with ?code=&state=. */
export const WEARABLE_CALLBACK_PATH = '/atletas/dispositivo';

/** GET /api/me/wearable */
export type WearableConnectionView = { connected: false } | { connected: true; provider: 'garmin'; connectedAt: string };

/** POST /api/me/wearable: which of the provider's APIs (docs/platform.md §7 'api'); activities come from Garmin's Health API. */
export const wearableConnectRequestSchema = z.object({ api: z.literal('health').default('health') });
export type WearableConnectRequest = z.input<typeof wearableConnectRequestSchema>;

/** The provider's page the browser opens in a popup (the spec's urlRequest). */
export interface WearableConnectStart {
  urlRequest: string;
}

/** POST /api/me/wearable/authorization: what the provider handed the popup. */
export const wearableAuthorizationSchema = z.object({
  code: z.string().min(1).max(1024),
  state: z.string().regex(/^[a-f0-9]{32}$/, activityMessages.connectionExpired),
});
export type WearableAuthorizationRequest = z.infer<typeof wearableAuthorizationSchema>;

/** Each start asks the provider for a page; a few retries an hour are plenty. */
export const wearableConnectsPerUser: readonly RateLimit[] = [{ limit: 10, windowSeconds: 60 * 60 }];
