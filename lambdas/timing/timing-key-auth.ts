// Checks the `x-api-key` a timing system presents for one event: one GetItem on the key's hash.
import { findTimingKey } from './timing-keys-repository';
import { hashTimingKey, looksLikeTimingKey } from './timing-key-secret';

/** Whether the key is an unrevoked key of this event. The key itself is never logged or stored. */
export async function authenticateTimingKey(eventId: number, apiKey: string | undefined): Promise<boolean> {
  if (!apiKey || !looksLikeTimingKey(apiKey)) return false;
  const found = await findTimingKey(hashTimingKey(apiKey));
  return found !== null && found.eventId === eventId && found.revokedAt === undefined;
}
