// What a visitor of an organizer web gets: the published site with its event's name and own pixel
// and analytics ids, which the web's tracking events carry (docs/platform.md §7).
import type { HostedSite } from '@shared/sites/site-api';
import type { SiteContent } from '@shared/sites/site-schema';
import type { EventItem } from '@lambdas/data/event-entity';

export function hostedSiteOf(event: EventItem, site: SiteContent): HostedSite {
  const { eventId, nombreEvento, facebookPixel, gaId } = event;
  return { eventId, event: { nombreEvento, ...(facebookPixel ? { facebookPixel } : {}), ...(gaId ? { gaId } : {}) }, site };
}
