// GET /api/events/{eventId}/tracking-links — the event's tracking links for those who may see its
// Dashboard: visits, and the registrations carrying each link counted off the request path with the
// Dashboard's figures (an inscriptor's own registrations only), plus where a new link should land.
import type { TrackingLinksView } from '@shared/registration/tracking-links';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { currentDashboard } from '@lambdas/registration/dashboard/current-dashboard';
import { callerScope } from '@lambdas/registration/admin/registrant-scope';
import { eventIdOf } from '@lambdas/events/event-path';
import { linkDestination } from './link-destination';
import { linkRows } from './tracking-links-view';
import { trackingLinksOf } from '@lambdas/events/tracking-links-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { scope } = await callerScope(callerOf(event), eventId, 'dashboard');
  const [links, { dashboard, computedAt, actualizando }, destino] = await Promise.all([trackingLinksOf(eventId), currentDashboard(scope), linkDestination(eventId)]);
  // Figures stored before links were counted have no `ligas` until recomputed.
  const body: TrackingLinksView = { ...linkRows(links, dashboard?.ligas ?? []), computedAt, actualizando, destino };
  return { body };
});
