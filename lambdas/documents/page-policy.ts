// The Content-Security-Policy a page's document is sent with (docs/security.md 'The edge'): the site's
// (shared/core/content-security-policy.ts), with Google's tag allowed only where the page loads it. On
// the main host that is every page when the platform names an analytics id, and otherwise the pages of
// an event that names its own (gaId: its web, its registration, its event pages); on an organizer host,
// every page when the site's event names one, and otherwise the page of another event that does (its
// registration or its web on that host). CloudFront and the local port let this header through.
import { contentSecurityPolicy } from '@shared/core/content-security-policy';
import { eventIdOfIndex } from '@shared/results/event-paths';
import { pageCspSources, platformAnalyticsId } from '@lambdas/core/env';
import { getEvent } from '@lambdas/events/events-repository';

/** The event a page's path names: its `evento_{id}` segment. */
const pathEventId = (segments: string[]) => segments.map((segment) => eventIdOfIndex(segment)).find((eventId) => eventId !== undefined);

const namesGoogleTag = async (eventId: number) => Boolean((await getEvent(eventId))?.gaId);

/** Whether every page of the host loads Google's tag without reading anything: the main host, when the platform names an id. */
export const hostLoadsGoogleTag = (mainHost: boolean): boolean => mainHost && platformAnalyticsId !== undefined;

export async function mainHostGoogleTag(segments: string[]): Promise<boolean> {
  if (hostLoadsGoogleTag(true)) return true;
  const eventId = pathEventId(segments);
  return eventId !== undefined && namesGoogleTag(eventId);
}

/** `site`: the event whose web the organizer host serves. */
export async function organizerGoogleTag(site: { eventId: number; gaId?: string }, segments: string[]): Promise<boolean> {
  if (site.gaId) return true;
  const eventId = pathEventId(segments);
  return eventId !== undefined && eventId !== site.eventId && namesGoogleTag(eventId);
}

/**
 * The page's CSP header, with Google's tag or without; none where the function was not told what the
 * policy is built from, and then the edge's own (without the tag) stands.
 */
export function policyHeaders(origin: string, googleTag: boolean): Record<string, string> {
  if (!pageCspSources) return {};
  const webSocketSource = pageCspSources.webSocketSource ?? origin.replace(/^http/, 'ws');
  return { 'content-security-policy': contentSecurityPolicy({ ...pageCspSources, webSocketSource }, { googleTag }) };
}
