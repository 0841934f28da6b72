// The address an organizer shares for a tracking link: the event's organizer web on its own host, its
// web on the main host, or its registration page, each with ?tkl=.
import type { LinkDestination } from '@shared/registration/tracking-links';
import { eventPaths } from '@web/lib/event-paths';

export function trackingLinkAddress(destino: LinkDestination, eventId: number, tkl: string): string {
  const { protocol, port, origin } = window.location;
  const query = `?tkl=${encodeURIComponent(tkl)}`;
  // An organizer host is served on the scheme and port of the platform's own (locally, :3000).
  if (destino.tipo === 'host') return `${protocol}//${destino.host}${port ? `:${port}` : ''}/${query}`;
  return `${origin}${destino.tipo === 'web' ? eventPaths.web(eventId) : eventPaths.registration(eventId)}${query}`;
}
