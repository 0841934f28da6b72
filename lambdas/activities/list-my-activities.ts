// GET /api/me/activities?cursor= — the caller's activities ('Mis actividades'): refused files first,
// then newest start first, a page at a time.
import { activityListQuerySchema, type ActivityPage } from '@shared/activities/activity';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { activityPage } from './activities-repository';
import { toActivityView } from './activity-view';

const ACTIVITIES_PAGE = 20;

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { cursor } = activityListQuerySchema.parse(event.queryStringParameters ?? {});
  const { items, more } = await activityPage(caller.userId, ACTIVITIES_PAGE, cursor);
  const last = items.at(-1);
  const body: ActivityPage = { activities: items.map(toActivityView), ...(more && last ? { cursor: last.activityId } : {}) };
  return { body };
});
