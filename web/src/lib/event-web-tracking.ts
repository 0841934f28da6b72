// The tracking of an event's web (organizer host and /evento_{id}), sent to the event's own ids: on
// every route, the visit of a ?tkl= link and a PageView; when the web draws its event's registration
// section, a ViewContent. The web's event reaches its sections through TrackedWebContext.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { HostedSite } from '@shared/sites/site-api';
import { registrantValues } from '@shared/registration/registrant-values';
import { eventParams, eventTrackingIds, trackEvent, type TrackedEvent } from './event-tracking';
import { arriveWithLink, currentLink } from './tracking-link';
import { trackOwn } from './tracking';

export const TrackedWebContext = createContext<TrackedEvent | null>(null);

export const trackedEventOf = ({ eventId, event }: HostedSite): TrackedEvent => ({ iDEvento: eventId, ...event });

const addressTkl = (search: string) => new URLSearchParams(search).get('tkl');

/** The link a page of the event credits: the address's ?tkl=, the tab's landing one, or 'direct'. */
function useCurrentLink(eventId: number): string {
  return currentLink(eventId, addressTkl(useLocation().search)) ?? registrantValues.sinTkl;
}

/** `event`: the web's event (stable between renders), or null while it loads. */
export function useEventWebTracking(event: TrackedEvent | null): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!event) return;
    const tkl = addressTkl(search);
    arriveWithLink(event.iDEvento, tkl);
    // Only the event's ids: on the main host the platform's layout sends the platform's own.
    const params = { ...eventParams(event, currentLink(event.iDEvento, tkl) ?? registrantValues.sinTkl), page_path: pathname, page_location: window.location.href };
    trackOwn('PageView', params, eventTrackingIds(event));
  }, [event, pathname, search]);
}

/** In a registration section: ViewContent when it is the web's own event's. */
export function useRegistrationShown(eventId: number): void {
  const event = useContext(TrackedWebContext);
  const tkl = useCurrentLink(eventId);
  useEffect(() => {
    if (event?.iDEvento === eventId) trackEvent('ViewContent', event, tkl);
  }, [event, eventId, tkl]);
}
