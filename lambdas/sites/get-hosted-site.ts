// GET /api/sites/by-host/{host} — what a host that is not the platform's serves: the published site
// of the event it is an active host of, with the event's tracking ids, without the sections that show
// an event the site may not show (embedded-events.ts). One public, cacheable read per visitor's first view.
import { siteApiMessages } from '@shared/sites/site-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { getEvent } from '@lambdas/events/events-repository';
import { withoutForeignSections } from './embedded-events';
import { hostOf } from './host-path';
import { hostedSiteOf } from './hosted-site-view';
import { getHost } from './site-hosts-repository';
import { publishedSite } from './sites-repository';

/** A minute in the CDN and the browser: a publication shows within it. */
const hostedSiteHeaders = { 'cache-control': 'public, max-age=60' };

const notFound = () => new HttpError(404, 'SITE_NOT_FOUND', siteApiMessages.siteNotFound);

export const handler = httpHandler(async (event) => {
  const hostItem = await getHost(hostOf(event));
  if (!hostItem || hostItem.status !== 'activo') throw notFound();
  const [item, site] = await Promise.all([getEvent(hostItem.eventId), publishedSite(hostItem.eventId)]);
  if (!item || !site) throw notFound();
  return { headers: hostedSiteHeaders, body: hostedSiteOf(item, await withoutForeignSections(site, item)) };
});
