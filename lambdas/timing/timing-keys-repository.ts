// Access patterns of timing API keys: create (hash only), list and revoke per event, find by hash.
import type { CreatedTimingKey, TimingKeySummary } from '@shared/timing/timing-key-schemas';
import { isConditionFailure } from '@lambdas/data/conditions';
import { TimingKeyEntity, type TimingKeyItem } from '@lambdas/data/timing-key-entity';
import { hashTimingKey, newTimingKey, newTimingKeyId } from './timing-key-secret';

export async function createTimingKey(eventId: number, label: string, now: Date): Promise<CreatedTimingKey> {
  const key = newTimingKey();
  const keyId = newTimingKeyId();
  await TimingKeyEntity.create({ keyHash: hashTimingKey(key), eventId, keyId, label, createdAt: now.toISOString() }).go();
  return { keyId, label, key };
}

/** Oldest first. */
export async function listTimingKeys(eventId: number): Promise<TimingKeySummary[]> {
  const { data } = await TimingKeyEntity.query
    .byEvent({ eventId })
    .go({ pages: 'all', attributes: ['keyId', 'label', 'createdAt', 'revokedAt'] });
  return data
    .map(({ keyId, label, createdAt, revokedAt }) => ({ keyId, label, createdAt, ...(revokedAt ? { revokedAt } : {}) }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * False when the event has no such key. Revoking twice keeps the first revocation time, so a
 * repeated DELETE changes nothing.
 */
export async function revokeTimingKey(eventId: number, keyId: string, now: Date): Promise<boolean> {
  const { data } = await TimingKeyEntity.query.byEvent({ eventId, keyId }).go({ attributes: ['keyHash'] });
  const found = data[0];
  if (!found) return false;
  try {
    await TimingKeyEntity.patch({ keyHash: found.keyHash })
      .set({ revokedAt: now.toISOString() })
      .where(({ revokedAt }, { notExists }) => notExists(revokedAt))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return true;
}

/** A strongly consistent read, so a key revoked a moment ago is already refused. */
export async function findTimingKey(keyHash: string): Promise<TimingKeyItem | null> {
  const { data } = await TimingKeyEntity.get({ keyHash }).go({ consistent: true });
  return data;
}
