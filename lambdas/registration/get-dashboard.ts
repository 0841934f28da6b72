// GET /api/events/{eventId}/dashboard — the Dashboard tab's stored figures for the caller's scope
// (every registrant, or an inscriptor's own). Figures over a minute old are recomputed in the
// background: the first viewer to see them so queues it, the others find it queued.
import { DASHBOARD_FRESH_MS, type DashboardView } from '../../shared/registration/report-api';
import { callerOf } from '../core/caller';
import { httpHandler } from '../core/http-handler';
import { eventIdOf } from '../results/event-path';
import { claimRecompute, getDashboard } from './registrant-dashboards-repository';
import { callerScope } from './registrant-scope';
import { queueDashboard } from './report-queue';

export const handler = httpHandler(async (event) => {
  const { scope } = await callerScope(callerOf(event), eventIdOf(event), 'dashboard');
  const { dashboard, computedAt } = await getDashboard(scope);
  const now = new Date();
  const fresh = computedAt !== null && now.getTime() - Date.parse(computedAt) < DASHBOARD_FRESH_MS;
  if (!fresh && (await claimRecompute(scope, now, new Date(now.getTime() - DASHBOARD_FRESH_MS)))) await queueDashboard(scope);
  return { body: { dashboard, computedAt, actualizando: !fresh, propio: scope.usuarioRegistra !== undefined } satisfies DashboardView };
});
