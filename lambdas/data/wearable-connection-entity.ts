// An athlete's wearable connection (docs/retos.md §3 'garmin-type connection data'): one item per
// athlete, pending while the provider's popup is open (its PKCE verifier and state, for ten
// minutes), then connected with the provider's user id and tokens. gsi1 finds the athlete a
// provider's notification names (a connected athlete only).
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const WearableConnectionEntity = new Entity(
  {
    model: { entity: 'wearableConnection', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      provider: { type: ['garmin'] as const, required: true },
      status: { type: ['pending', 'connected'] as const, required: true },
      /** Pending: the state the popup must bring back, and the PKCE verifier of its challenge. */
      state: { type: 'string' },
      codeVerifier: { type: 'string' },
      /** Connected: the provider's id of the athlete, and its tokens. */
      providerUserId: { type: 'string' },
      accessToken: { type: 'string' },
      refreshToken: { type: 'string' },
      /** Epoch seconds. */
      accessTokenExpiresAt: { type: 'number' },
      connectedAt: { type: 'string' },
      /** A pending connection is gone after ten minutes (the table's TTL, epoch seconds). */
      expiresAt: { type: 'number' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], casing: 'none' },
        sk: { field: 'sk', composite: [] },
      },
      byProviderUser: {
        index: 'gsi1',
        // Only a connected athlete is found by a notification.
        condition: (attributes) => attributes.providerUserId !== undefined,
        pk: { field: 'gsi1pk', composite: ['providerUserId'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type WearableConnectionItem = EntityItem<typeof WearableConnectionEntity>;
