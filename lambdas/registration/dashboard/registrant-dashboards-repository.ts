// Access patterns of stored Dashboards: read one scope's, store a fresh computation, and claim the
// right to queue the next one: one recomputation at a time per scope, however many people look.
import type { Dashboard } from '@shared/registration/dashboard';
import { isConditionFailure } from '@lambdas/data/conditions';
import { packJson, unpackJson } from '@lambdas/data/packed-json';
import { RegistrantDashboardEntity } from '@lambdas/data/registrant-dashboard-entity';
import { scopeKey, type RegistrantScope } from '../admin/registrant-scope';

export interface StoredDashboard {
  dashboard: Dashboard | null;
  computedAt: string | null;
  queuedAt: string | null;
}

export async function getDashboard(scope: RegistrantScope): Promise<StoredDashboard> {
  const { data } = await RegistrantDashboardEntity.get({ eventId: scope.eventId, scope: scopeKey(scope) }).go();
  return {
    dashboard: data?.packed ? unpackJson<Dashboard>(data.packed as Uint8Array) : null,
    computedAt: data?.computedAt ?? null,
    queuedAt: data?.queuedAt ?? null,
  };
}

export async function saveDashboard(scope: RegistrantScope, dashboard: Dashboard, computedAt: Date): Promise<void> {
  await RegistrantDashboardEntity.update({ eventId: scope.eventId, scope: scopeKey(scope) })
    .set({ packed: packJson(dashboard), computedAt: computedAt.toISOString() })
    .go({ response: 'none' });
}

/**
 * True for the one caller that may queue a recomputation: none was ever queued; or the last one has
 * stored its figures (dated from its start) and was queued before `freshBefore`; or it was queued
 * before `lostBefore` (past the job's timeout, so lost).
 */
export async function claimRecompute(scope: RegistrantScope, now: Date, { freshBefore, lostBefore }: { freshBefore: Date; lostBefore: Date }): Promise<boolean> {
  try {
    await RegistrantDashboardEntity.update({ eventId: scope.eventId, scope: scopeKey(scope) })
      .set({ queuedAt: now.toISOString() })
      .where(
        ({ queuedAt, computedAt }, { notExists, lt, name }) =>
          `${notExists(queuedAt)} OR (${name(computedAt)} >= ${name(queuedAt)} AND ${lt(queuedAt, freshBefore.toISOString())}) OR ${lt(queuedAt, lostBefore.toISOString())}`,
      )
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
