// GET /api/retos/{eventID}/my-activities — the caller's activities that started after the reto's
// start (docs/platform.md §7), each marked applicable or not by the spec's rule (docs/retos.md §5: 'No Aplicable').
import { isActivityApplicable, type ParsedActivityView, type RetoActivities } from '@shared/activities/activity';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { retoOfRoute } from './reto-access';
import { activitiesSince } from '@lambdas/activities/activities-repository';
import { toActivityView } from '@lambdas/activities/activity-view';

/** More than a reto's athlete records while it is open. */
const RETO_ACTIVITIES_LIMIT = 50;

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await retoOfRoute(event);
  const items = await activitiesSince(caller.userId, Date.parse(reto.eventStart) / 1000, RETO_ACTIVITIES_LIMIT);
  const activities = items
    .map(toActivityView)
    .filter((view): view is ParsedActivityView => view.status === 'parsed')
    .map((view) => ({ ...view, applicable: isActivityApplicable(view.summary.distanceInMeters, reto.distance) }));
  const body: RetoActivities = { activities };
  return { body };
});
