// GET /api/events/{eventId}/dashboard — the Dashboard tab's stored figures for the caller's scope
// (every registrant, or an inscriptor's own), recomputed in the background when a minute old. The
// summaries of fields hidden from the caller's profile are left out (docs/registrant-admin.md §6).
// The waiting lists' counts are read live, for whoever sees every registrant.
import type { DashboardView } from '@shared/registration/report-api';
import { countsOf } from '@shared/registration/waitlist';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { currentDashboard } from './current-dashboard';
import { callerHiddenFields } from '../admin/caller-hidden-fields';
import { callerScope } from '../admin/registrant-scope';
import { listEntries } from '../waitlist/waitlist-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { access, scope } = await callerScope(callerOf(event), eventId, 'dashboard');
  const propio = scope.usuarioRegistra !== undefined;
  const [stored, hidden, waitlist] = await Promise.all([currentDashboard(scope), callerHiddenFields({ eventId, access }), propio ? null : listEntries(eventId)]);
  const dashboard = stored.dashboard && { ...stored.dashboard, campos: stored.dashboard.campos.filter((field) => !hidden.campos.has(field.iDCampo)) };
  return { body: { ...stored, dashboard, propio, ...(waitlist ? { listaEspera: countsOf(waitlist) } : {}) } satisfies DashboardView };
});
