// An event's web on the main host (spec §2.1): /evento_{iDEvento} its home, /{route}/evento_{iDEvento}
// and /{route}/evento_{iDEvento}/{route2} its page `route`, while the event has showWeb on and a
// published organizer web; any other such path, or an event without a web, is the not-found page.
import { useParams } from 'react-router-dom';
import { parseEventoIndex } from '../lib/event-detail';
import { NotFoundPage } from '../features/platform/not-found-page';
import { EventWeb } from '../features/sites/organizer-web/event-web';

function eventWebRoute(params: { route?: string; eventoIndex?: string; route2?: string }) {
  if (params.eventoIndex === undefined) return { eventId: parseEventoIndex(params.route), page: '' };
  return { eventId: parseEventoIndex(params.eventoIndex), page: params.route ?? '', detail: params.route2 };
}

export function EventWebPage() {
  const { eventId, page, detail } = eventWebRoute(useParams());
  if (eventId === null) return <NotFoundPage />;
  return <EventWeb eventId={eventId} page={page} detail={detail} onMainHost notFound={<NotFoundPage />} />;
}
