// The origin (scheme and host) a request reached the platform at, among the hosts the platform
// serves: the mails a registrant gets later link back to it.
import { edgeHeaders } from '@shared/core/edge-headers';
import { linkOrigin } from '@shared/core/link-host';
import type { HttpEvent } from './http-handler';
import { mainHosts } from './site-hosts';

export function siteOf(event: HttpEvent): string {
  // Organizer hosts join the main hosts here once organizer webs are stored.
  const knownHosts = mainHosts();
  return linkOrigin(event.headers[edgeHeaders.forwardedHost], event.headers['x-forwarded-proto'], knownHosts);
}
