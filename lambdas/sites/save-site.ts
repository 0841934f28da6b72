// PUT /api/events/{eventId}/site — saves the draft on the revision its editor started from; a second
// editor saving on the same revision is told (409) and loses nothing: its page still holds its work.
// A platform section showing an event the site may not show is refused, named as the editor names it
// (docs/sites.md 'Platform sections').
import { PLACE_SEPARATOR, pageLabel, sectionLabel } from '@shared/sites/section-place';
import { saveSiteSchema } from '@shared/sites/site-api';
import { siteApiMessages, siteMessages } from '@shared/sites/site-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseDocumentBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { type EmbeddedEvent, foreignSections } from './embedded-events';
import { saveDraft } from './sites-repository';

function foreignEventError([first, ...rest]: [EmbeddedEvent, ...EmbeddedEvent[]]): HttpError {
  const place = [pageLabel(first.page), sectionLabel(first.section.component, first.index)].join(PLACE_SEPARATOR);
  const fields = Object.fromEntries([first, ...rest].map(({ page, index }) => [['content', ...page, 'sections', index, 'eventId'].join('.'), siteMessages.foreignEvent]));
  return new HttpError(400, 'FOREIGN_EVENT', siteApiMessages.foreignEvent(place, first.section.eventId), fields);
}

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  await requirePermission(caller, eventId, 'configure');
  const { revision, content } = parseDocumentBody(event, saveSiteSchema);
  const site = await getEvent(eventId);
  if (!site) throw eventNotFound();
  const [foreign, ...more] = await foreignSections(content, site);
  if (foreign) throw foreignEventError([foreign, ...more]);
  if (!(await saveDraft(eventId, content, revision, caller.userId))) throw new HttpError(409, 'STALE_REVISION', siteApiMessages.staleDraft);
  return { body: { revision: revision + 1 } };
});
