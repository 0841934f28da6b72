// POST /api/events/{eventId}/site/publication — visitors see the draft as it is at the given revision.
import { publishSiteSchema } from '@shared/sites/site-api';
import { siteApiMessages } from '@shared/sites/site-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { publishDraft } from './sites-repository';


export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  const { revision } = parseBody(event, publishSiteSchema);
  const outcome = await publishDraft(eventId, revision, caller.userId);
  if (outcome === 'noSite') throw new HttpError(409, 'NO_SITE', siteApiMessages.noSite);
  if (outcome === 'stale') throw new HttpError(409, 'STALE_REVISION', siteApiMessages.staleDraft);
  return { body: { publishedRevision: revision } };
});
