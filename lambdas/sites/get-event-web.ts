// GET /api/events/{eventId}/web — the event's web on the main host (/evento_{id}): its organizer
// web as published, while the event has showWeb on, without the sections that show an event the site
// may not show (embedded-events.ts). Public and cached like every event read.
import { siteApiMessages } from '@shared/sites/site-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { publicReadHeaders } from '@lambdas/events/public-read';
import { withoutForeignSections } from './embedded-events';
import { hostedSiteOf } from './hosted-site-view';
import { publishedSite } from './sites-repository';

const notFound = () => new HttpError(404, 'SITE_NOT_FOUND', siteApiMessages.noEventWeb);

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const [item, site] = await Promise.all([getEvent(eventId), publishedSite(eventId)]);
  if (!item?.showWeb || !site) throw notFound();
  return { headers: publicReadHeaders, body: hostedSiteOf(item, await withoutForeignSections(site, item)) };
});
