// GET /api/events/{eventId}/dashboard — the Dashboard tab's stored figures for the caller's scope
// (every registrant, or an inscriptor's own), recomputed in the background when a minute old.
import type { DashboardView } from '@shared/registration/report-api';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { currentDashboard } from './current-dashboard';
import { callerScope } from '../admin/registrant-scope';

export const handler = httpHandler(async (event) => {
  const { scope } = await callerScope(callerOf(event), eventIdOf(event), 'dashboard');
  return { body: { ...(await currentDashboard(scope)), propio: scope.usuarioRegistra !== undefined } satisfies DashboardView };
});
