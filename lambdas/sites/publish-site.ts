// POST /api/events/{eventId}/site/publication — visitors see the draft as it is at the given revision.
import { publishSiteSchema } from '../../shared/sites/site-api';
import { siteApiMessages } from '../../shared/sites/site-texts';
import { callerOf } from '../core/caller';
import { HttpError } from '../core/http-error';
import { httpHandler, parseBody } from '../core/http-handler';
import { requirePermission } from '../results/event-access';
import { eventIdOf } from '../results/event-path';
import { getSite, publishDraft } from './sites-repository';

const stale = () => new HttpError(409, 'STALE_REVISION', siteApiMessages.staleDraft);

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  const { revision } = parseBody(event, publishSiteSchema);
  const site = await getSite(eventId);
  if (!site) throw new HttpError(409, 'NO_SITE', siteApiMessages.noSite);
  if (site.revision !== revision || !(await publishDraft(eventId, site.draft, revision, caller.userId))) throw stale();
  return { body: { publishedRevision: revision } };
});
