// The documents of an organizer web on its own host (docs/sites.md 'Documents'): each page of the
// published site pre-rendered, with its title, description and banner, and the site as the SPA's
// data island, so the SPA draws it without asking /api/sites/by-host first. Two reads in a row: the
// host, then the event and its published site together.
import type { HostedSite } from '@shared/sites/site-api';
import { DEFAULT_NOT_FOUND_PAGE, resolvePage, sitePageTitle } from '@shared/sites/site-pages';
import type { SiteContent, SitePage } from '@shared/sites/site-schema';
import { documentTexts } from '@shared/core/document-texts';
import { eventIdOfIndex, eventPaths } from '@shared/results/event-paths';
import { EVENT_STATUS } from '@shared/results/event-status';
import type { EventItem } from '@lambdas/data/event-entity';
import { getEvent } from '@lambdas/events/events-repository';
import { withoutForeignSections } from '@lambdas/sites/embedded-events';
import { hostedSiteOf } from '@lambdas/sites/hosted-site-view';
import { getHost } from '@lambdas/sites/site-hosts-repository';
import { publishedSite } from '@lambdas/sites/sites-repository';
import { eventImage, eventPageMeta } from './event-documents';
import { excerpt, type PageMeta, previewImage, whenWhere } from './page-meta';
import { registrationEventId } from './page-routes';
import { sitePageHtml, sitePageImage, sitePageStyle, sitePageText } from './site-html';

export interface HostedWeb {
  event: EventItem;
  site: SiteContent;
}

/** The site an organizer host serves, as visitors may see it, or none (an unknown, pending or unpublished host). */
export async function hostedWeb(hostname: string): Promise<HostedWeb | undefined> {
  const host = await getHost(hostname);
  if (!host || host.status !== 'activo') return undefined;
  const [event, site] = await Promise.all([getEvent(host.eventId), publishedSite(host.eventId)]);
  return event && site ? { event, site: await withoutForeignSections(site, event) } : undefined;
}

/** The page names a site's paths draw (docs/sites.md 'Routes'): '' is the home page. */
export const sitePageNames = (site: SiteContent) => ['', ...Object.keys(site.pages)];

/** `/{route}`, `/{route}/{idregistro}` and `/{route}/{idregistro}/{descarga}` draw the page `route`. */
function pageOf(web: HostedWeb, segments: string[]): { page: SitePage; found: boolean } {
  const [first] = segments;
  if (segments.length > 3) return { page: web.site.notFound ?? DEFAULT_NOT_FOUND_PAGE, found: false };
  const home = first === undefined || first === 'web' || eventIdOfIndex(first) === web.event.eventId;
  return resolvePage(web.site, home ? undefined : first);
}

export interface OrganizerDocument {
  meta: PageMeta;
  siteName: string;
  body?: string;
  style?: string;
  data: { host: string; hosted: HostedSite };
}

export async function organizerDocument(hostname: string, segments: string[]): Promise<OrganizerDocument | undefined> {
  const web = await hostedWeb(hostname);
  if (!web) return undefined;
  const { event, site } = web;
  const data = { host: hostname, hosted: hostedSiteOf(event, site) };
  // The platform's registration flow runs on the organizer's host too.
  const registration = registrationEventId(segments);
  if (registration !== undefined) {
    const meta = await eventPageMeta(registration, 'registration');
    if (meta) return { meta, siteName: site.title, data };
  }
  const { page, found } = pageOf(web, segments);
  const title = sitePageTitle(site, { page, found });
  const text = sitePageText(page) || sitePageText(site.home);
  const description = excerpt(text || documentTexts.site.description(site.title, whenWhere(event)));
  const picture = sitePageImage(site, page) ?? sitePageImage(site, site.home);
  const image = previewImage(picture?.url, picture?.alt ?? site.title) ?? eventImage(event);
  return {
    meta: { title, description, image, status: found ? 200 : 404 },
    siteName: site.title,
    body: sitePageHtml(site, page),
    style: sitePageStyle(site),
    data,
  };
}

/** The site's paths for its sitemap: its pages and, while the event takes registrations, its registration. */
export function organizerSitemapPaths(web: HostedWeb): string[] {
  const pages = sitePageNames(web.site).map((name) => `/${name}`);
  return web.event.eventoDisponible === EVENT_STATUS.upcoming ? [...pages, eventPaths.registration(web.event.eventId)] : pages;
}
