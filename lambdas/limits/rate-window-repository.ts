// Counting requests against a limit in the one table, atomically across every container.
import { isConditionFailure } from '@lambdas/data/conditions';
import { RateWindowEntity } from '@lambdas/data/rate-window-entity';

/** Counts one request in the window unless it already holds `limit`; false when it did. */
export async function takeHit(subject: string, windowStart: number, windowSeconds: number, limit: number): Promise<boolean> {
  try {
    await RateWindowEntity.update({ subject, windowStart })
      .add({ hits: 1 })
      .set({ expiresAt: windowStart + windowSeconds })
      .where(({ hits }, { notExists, lt }) => `(${notExists(hits)} OR ${lt(hits, limit)})`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** How many requests the window has counted so far (0 when none), without counting one. */
export async function hitsIn(subject: string, windowStart: number): Promise<number> {
  const { data } = await RateWindowEntity.get({ subject, windowStart }).go({ consistent: true });
  return data?.hits ?? 0;
}
