// /evento_{iDEvento} on the main host (spec §2.1): the event's web, its organizer web as published,
// while the event has showWeb on; any other single-segment path, or an event without a web, is the
// platform's not-found page.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { HostedSite } from '../../../shared/sites/site-api';
import { LoadingView } from '../components/loading-view';
import { apiRequest } from '../lib/api-client';
import { parseEventoIndex } from '../lib/event-detail';
import { NotFoundPage } from '../features/platform/not-found-page';
import { HostedSitePage } from '../features/sites/organizer-web/hosted-site-page';

function EventWeb({ eventId }: { eventId: number }) {
  const web = useQuery({
    queryKey: ['event-web', eventId],
    queryFn: () => apiRequest<HostedSite>(`/api/events/${eventId}/web`, { signedIn: false }),
    retry: false,
  });
  if (web.isPending) return <LoadingView />;
  if (!web.data) return <NotFoundPage />;
  return <HostedSitePage hosted={web.data} />;
}

export function EventWebPage() {
  const eventId = parseEventoIndex(useParams().route);
  return eventId === null ? <NotFoundPage /> : <EventWeb eventId={eventId} />;
}
