// PUT /api/events/{eventId}/site — saves the draft on the revision its editor started from; a second
// editor saving on the same revision is told (409) and loses nothing: its page still holds its work.
import { saveSiteSchema } from '@shared/sites/site-api';
import { siteApiMessages } from '@shared/sites/site-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseDocumentBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { saveDraft } from './sites-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  const { revision, content } = parseDocumentBody(event, saveSiteSchema);
  if (!(await saveDraft(eventId, content, revision, caller.userId))) throw new HttpError(409, 'STALE_REVISION', siteApiMessages.staleDraft);
  return { body: { revision: revision + 1 } };
});
