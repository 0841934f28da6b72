// The origin (scheme and host) a request reached the platform at: organizer webs have their own
// hosts, and the mails a registrant gets later link back to the one they registered at.
import type { HttpEvent } from '../core/http-handler';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

const first = (value: string | undefined) => value?.split(',')[0]?.trim();

export function siteOf(event: HttpEvent): string {
  const forwarded = first(event.headers['x-forwarded-host']) ?? first(event.headers.host);
  const host = forwarded && HOST.test(forwarded) ? forwarded : event.requestContext.domainName;
  const protocol = first(event.headers['x-forwarded-proto']) === 'http' ? 'http' : 'https';
  return `${protocol}://${host}`;
}
