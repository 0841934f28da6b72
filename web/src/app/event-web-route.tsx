// An event's web on the main host (docs/platform.md §2.1): /evento_{iDEvento} its home, /{route}/evento_{iDEvento}
// and /{route}/evento_{iDEvento}/{route2} its page `route`, while the event has showWeb on and a
// published organizer web; any other such path, or an event without a web, is the not-found page.
// Each of its routes is tracked for the event (a PageView to its own ids, a ?tkl= visit).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { parseEventoIndex } from '@web/lib/event-detail';
import { TrackedWebContext, trackedEventOf, useEventWebTracking } from '@web/lib/event-web-tracking';
import { NotFoundPage } from '@web/features/platform/not-found-page';
import { EventWeb } from '@web/features/sites/organizer-web/event-web';
import { eventWebKey, fetchEventWeb } from '@web/features/sites/organizer-web/hosted-site';

function eventWebRoute(params: { route?: string; eventoIndex?: string; route2?: string }) {
  if (params.eventoIndex === undefined) return { eventId: parseEventoIndex(params.route), page: '' };
  return { eventId: parseEventoIndex(params.eventoIndex), page: params.route ?? '', detail: params.route2 };
}

/** The web EventWeb reads (the same query, so no second request), tracked once it has loaded. */
function TrackedEventWeb({ eventId, page, detail }: { eventId: number; page: string; detail?: string }) {
  const web = useQuery({ queryKey: eventWebKey(eventId), queryFn: () => fetchEventWeb(eventId), retry: false });
  const event = useMemo(() => (web.data ? trackedEventOf(web.data) : null), [web.data]);
  useEventWebTracking(event);
  return (
    <TrackedWebContext.Provider value={event}>
      <EventWeb eventId={eventId} page={page} detail={detail} onMainHost notFound={<NotFoundPage />} />
    </TrackedWebContext.Provider>
  );
}

export function EventWebPage() {
  const { eventId, page, detail } = eventWebRoute(useParams());
  if (eventId === null) return <NotFoundPage />;
  return <TrackedEventWeb eventId={eventId} page={page} detail={detail} />;
}
