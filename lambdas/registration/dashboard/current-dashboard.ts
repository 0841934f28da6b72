// A scope's stored Dashboard figures, with a recomputation queued when they are over a minute old:
// the first reader to see them so queues it, the others find it queued, and no second one is queued
// while it runs (unless it outlived the reports job's timeout).
import { DASHBOARD_FRESH_MS, type DashboardView } from '@shared/registration/report-api';
import { claimRecompute, getDashboard } from './registrant-dashboards-repository';
import type { RegistrantScope } from '../admin/registrant-scope';
import { queueDashboard } from '../reports/report-queue';

/** Longer than the reports job may run (600 s, infra/routes.ts): a recomputation queued before is lost. */
const RECOMPUTE_LEASE_MS = 15 * 60_000;

export async function currentDashboard(scope: RegistrantScope): Promise<Omit<DashboardView, 'propio'>> {
  const { dashboard, computedAt } = await getDashboard(scope);
  const now = new Date();
  const fresh = computedAt !== null && now.getTime() - Date.parse(computedAt) < DASHBOARD_FRESH_MS;
  const before = (ms: number) => new Date(now.getTime() - ms);
  if (!fresh && (await claimRecompute(scope, now, { freshBefore: before(DASHBOARD_FRESH_MS), lostBefore: before(RECOMPUTE_LEASE_MS) }))) await queueDashboard(scope);
  return { dashboard, computedAt, actualizando: !fresh };
}
