// A route of an organizer's host (docs/platform.md §2.1): '/', 'web' and the site's own evento_{id} are its home,
// another event's evento_{id} is that event's web, a page name that page, anything else not found.
import { useParams } from 'react-router-dom';
import type { HostedSite } from '@shared/sites/site-api';
import { parseEventoIndex } from '@web/lib/event-detail';
import { EventWeb } from './event-web';
import { HostedSitePage } from './hosted-site-page';
import { pageOfRoute } from './hosted-site';

export function OrganizerHostPage({ hosted }: { hosted: HostedSite }) {
  const { route, idregistro } = useParams();
  const page = pageOfRoute(route, hosted.eventId);
  const otherEvent = parseEventoIndex(page);
  if (otherEvent !== null) {
    return <EventWeb eventId={otherEvent} page="" onMainHost={false} notFound={<HostedSitePage hosted={hosted} page={page} />} />;
  }
  return <HostedSitePage hosted={hosted} page={page} detail={idregistro} />;
}
