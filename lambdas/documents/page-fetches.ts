// The public read a page's first view waits for that changes too often to ride in a document
// CloudFront keeps a minute (docs/sites.md 'Documents'): the registration's view, with its places
// held. The document names it as a fetch preload, so the browser asks it beside the scripts and the
// SPA's own request for the same address takes that answer. (A live race's snapshot is not one: its
// page draws its largest element from the event the document carries, and the snapshot's one-second
// cache would have the browser revalidate a preloaded copy.)
import { publicEventApi } from '@shared/results/public-event-api';
import { registrationEventId } from './page-routes';

export function fetchPreloadLinks(segments: string[]): string[] {
  const registration = registrationEventId(segments);
  return registration === undefined ? [] : [`<link rel="preload" as="fetch" crossorigin href="${publicEventApi.registration(registration)}">`];
}
