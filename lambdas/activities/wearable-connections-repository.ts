// Access patterns of wearable connections: a pending one while the provider's popup is open (made
// again on a new try, never over a connected one), connected once the popup's state matches, found
// by the provider's id of the athlete, removed on 'Eliminar conexión'.
import { guardedWrite } from '@lambdas/data/conditions';
import { WearableConnectionEntity, type WearableConnectionItem } from '@lambdas/data/wearable-connection-entity';
import type { WearableAuthorization } from './wearable-provider';

/** The popup has ten minutes to come back. */
const PENDING_SECONDS = 600;

export async function getConnection(userId: string): Promise<WearableConnectionItem | null> {
  const { data } = await WearableConnectionEntity.get({ userId }).go({ consistent: true });
  return data;
}

/** Records the popup's state and verifier; false when the athlete is already connected. */
export function startConnection(userId: string, state: string, codeVerifier: string, now = new Date()): Promise<boolean> {
  const expiresAt = Math.floor(now.getTime() / 1000) + PENDING_SECONDS;
  return guardedWrite(
    WearableConnectionEntity.put({ userId, provider: 'garmin', status: 'pending', state, codeVerifier, expiresAt })
      .where((attributes, { eq, notExists }) => `${notExists(attributes.status)} OR ${eq(attributes.status, 'pending')}`)
      .go({ response: 'none' }),
  );
}

/** Connects the athlete when the pending connection, not yet expired, is the one of `state`; false otherwise. */
export function completeConnection(userId: string, state: string, authorization: WearableAuthorization, now = new Date()): Promise<boolean> {
  return guardedWrite(
    WearableConnectionEntity.patch({ userId })
      .set({ status: 'connected', ...authorization, connectedAt: now.toISOString() })
      .remove(['state', 'codeVerifier', 'expiresAt'])
      .where((attributes, { eq, gt }) => `${eq(attributes.status, 'pending')} AND ${eq(attributes.state, state)} AND ${gt(attributes.expiresAt, Math.floor(now.getTime() / 1000))}`)
      .go({ response: 'none' }),
  );
}

export async function connectionOfProviderUser(providerUserId: string): Promise<WearableConnectionItem | null> {
  const { data } = await WearableConnectionEntity.query.byProviderUser({ providerUserId }).go({ limit: 1 });
  return data[0] ?? null;
}

export async function removeConnection(userId: string): Promise<void> {
  await WearableConnectionEntity.delete({ userId }).go({ response: 'none' });
}
