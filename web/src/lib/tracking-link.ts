// The tracking link a visitor came with (?tkl=, docs/sites.md 'Tracking links'): remembered per event for
// the tab's session, so the registration button of an organizer web (whose address has no ?tkl=)
// still credits it, and its visit counted once per tab, event and link.
import { isTrackingLink } from '@shared/registration/tracking-link-shape';
import { apiRequest } from './api-client';
import { eventoIndex } from './event-paths';

const landingKey = (eventId: number) => `tkl:${eventoIndex(eventId)}`;
const visitKey = (eventId: number, tkl: string) => `tkl-visita:${eventoIndex(eventId)}:${tkl}`;

/** A page of the event opened with `tkl` (the ?tkl= of its address, if any). */
export function arriveWithLink(eventId: number, tkl: string | null): void {
  if (!isTrackingLink(tkl)) return;
  sessionStorage.setItem(landingKey(eventId), tkl);
  if (sessionStorage.getItem(visitKey(eventId, tkl)) !== null) return;
  // Marked before sending: a second effect run (or a reload while it travels) sends no second visit.
  sessionStorage.setItem(visitKey(eventId, tkl), '1');
  // A visit not counted costs the visitor nothing: no retry, no message.
  apiRequest(`/api/events/${eventId}/tracking-links/${tkl}/visits`, { method: 'POST', body: {}, signedIn: false }).catch(() => undefined);
}

/** The link in effect on a page of the event: its address's own ?tkl=, else the one the tab landed with. */
export function currentLink(eventId: number, addressTkl: string | null): string | null {
  return addressTkl ?? sessionStorage.getItem(landingKey(eventId));
}
