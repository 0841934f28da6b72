// GET /api/events/{eventId}/dashboard — the Dashboard tab's stored figures for the caller's scope
// (every registrant, or an inscriptor's own). Figures over a minute old are recomputed in the
// background: the first viewer to see them so queues it, the others find it queued, and no second
// one is queued while it runs (unless it outlived the reports job's timeout).
import { DASHBOARD_FRESH_MS, type DashboardView } from '../../shared/registration/report-api';
import { callerOf } from '../core/caller';
import { httpHandler } from '../core/http-handler';
import { eventIdOf } from '../results/event-path';
import { claimRecompute, getDashboard } from './registrant-dashboards-repository';
import { callerScope } from './registrant-scope';
import { queueDashboard } from './report-queue';

/** Longer than the reports job may run (600 s, infra/routes.ts): a recomputation queued before is lost. */
const RECOMPUTE_LEASE_MS = 15 * 60_000;

export const handler = httpHandler(async (event) => {
  const { scope } = await callerScope(callerOf(event), eventIdOf(event), 'dashboard');
  const { dashboard, computedAt } = await getDashboard(scope);
  const now = new Date();
  const fresh = computedAt !== null && now.getTime() - Date.parse(computedAt) < DASHBOARD_FRESH_MS;
  const before = (ms: number) => new Date(now.getTime() - ms);
  if (!fresh && (await claimRecompute(scope, now, { freshBefore: before(DASHBOARD_FRESH_MS), lostBefore: before(RECOMPUTE_LEASE_MS) }))) await queueDashboard(scope);
  return { body: { dashboard, computedAt, actualizando: !fresh, propio: scope.usuarioRegistra !== undefined } satisfies DashboardView };
});
