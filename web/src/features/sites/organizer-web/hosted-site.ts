// The site a host that is not the platform's serves (GET /api/sites/by-host/{host}), an event's web
// (GET /api/events/{id}/web), and how their routes name pages (docs/platform.md §2.1).
import type { HostedSite } from '@shared/sites/site-api';
import type { SiteContent } from '@shared/sites/site-schema';
import { apiRequest } from '@web/lib/api-client';
import { pageData } from '@web/lib/page-data';
import { eventoIndex } from '@web/lib/event-paths';
import { namedPage } from '@shared/sites/site-pages';

export const hostedSiteKey = (hostname: string) => ['hosted-site', hostname] as const;

export const fetchHostedSite = (hostname: string) => apiRequest<HostedSite>(`/api/sites/by-host/${encodeURIComponent(hostname)}`, { signedIn: false });

/** The site the page's document carried for this host (docs/sites.md 'Documents'), which spares the first fetch. */
export function documentHostedSite(hostname: string): HostedSite | undefined {
  const data = pageData();
  if (typeof data !== 'object' || data === null || !('host' in data) || !('hosted' in data)) return undefined;
  return data.host === hostname ? (data.hosted as HostedSite) : undefined;
}

export const eventWebKey = (eventId: number) => ['event-web', eventId] as const;

export const fetchEventWeb = (eventId: number) => apiRequest<HostedSite>(`/api/events/${eventId}/web`, { signedIn: false });

/** The page a first path segment names on the site's own host: 'web' and the site's own `evento_{id}` are the home page. */
export function pageOfRoute(route: string | undefined, eventId: number): string {
  if (!route || route === 'web' || route === eventoIndex(eventId)) return '';
  return route;
}

/**
 * On the main host an event's web lives at /evento_{id} and its pages at /{page}/evento_{id}
 * (docs/platform.md §2.1 generic routes): the site's own '/page…' paths are moved there, the platform's stay.
 */
export function mainHostPath(content: SiteContent, eventId: number) {
  return (sitePath: string): string => {
    const [, first = '', rest = ''] = /^\/([^/?#]*)(.*)$/.exec(sitePath) ?? [];
    if (first === '') return `/${eventoIndex(eventId)}${rest}`;
    return namedPage(content, first) ? `/${first}/${eventoIndex(eventId)}${rest}` : sitePath;
  };
}
