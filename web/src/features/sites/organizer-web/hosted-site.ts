// The site a host that is not the platform's serves (GET /api/sites/by-host/{host}).
import type { HostedSite } from '../../../../../shared/sites/site-api';
import { apiRequest } from '../../../lib/api-client';

export const hostedSiteKey = (hostname: string) => ['hosted-site', hostname] as const;

export const fetchHostedSite = (hostname: string) => apiRequest<HostedSite>(`/api/sites/by-host/${encodeURIComponent(hostname)}`, { signedIn: false });

/** The page a first path segment names (spec §2.1 organizer-host routes): 'web' and the site's own `evento_{id}` are its event's web, the home page. */
export function pageOfRoute(route: string | undefined, eventId: number): string {
  if (!route || route === 'web' || route === `evento_${eventId}`) return '';
  return route;
}
