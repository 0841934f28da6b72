// The event list section of an organizer web (docs/sites.md §2.10): the site organizer's events of one status
// — upcoming with their registration, live with their preliminary results, closed with their
// results — each to its own web when it has one.
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@shared/results/event-schemas';
import { EVENT_STATUS, type EventStatus } from '@shared/results/event-status';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { siteTexts } from '@shared/sites/site-texts';
import { EventCard } from '@web/components/event-card';
import { LoadingView } from '@web/components/loading-view';
import { RouterButton } from '@web/components/router-button';
import { apiRequest } from '@web/lib/api-client';
import { useEventDetail } from '@web/lib/event-detail';
import { eventPaths } from '@web/lib/event-paths';
import { usePlatformLink } from '@web/lib/platform-origin';
import type { SectionOf } from './section-types';
import { useSite } from './site-context';

const LIST_OF_STATUS = { [EVENT_STATUS.upcoming]: 'upcoming', [EVENT_STATUS.live]: 'live', [EVENT_STATUS.closed]: 'previous' } as const;
/** Pages of the public list read for one section: the organizer's events are among the first hundred. */
const MAX_PAGES = 5;

interface EventsPage {
  events: EventSummary[];
  nextCursor?: string;
}

async function fetchEventsOf(status: EventStatus): Promise<EventSummary[]> {
  const events: EventSummary[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ list: LIST_OF_STATUS[status], ...(cursor ? { cursor } : {}) });
    const answer = await apiRequest<EventsPage>(`/api/events?${query}`, { signedIn: false });
    events.push(...answer.events);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return events;
}

/** Live and closed events' results are platform screens, on the main host. */
function ResultsButton({ event }: { event: EventSummary }) {
  const live = event.eventoDisponible === EVENT_STATUS.live;
  const href = usePlatformLink((live ? eventPaths.live : eventPaths.results)(event.iDEvento));
  if (!href) return null;
  return (
    <Button as="a" href={href} variation="primary">
      {live ? resultsScreenTexts.preliminaries : siteTexts.resultsButton}
    </Button>
  );
}

function EventButton({ event }: { event: EventSummary }) {
  if (event.showWeb) return <RouterButton to={eventPaths.web(event.iDEvento)} variation="primary">{resultsScreenTexts.eventWeb}</RouterButton>;
  if (event.eventoDisponible === EVENT_STATUS.upcoming) {
    return <RouterButton to={eventPaths.registration(event.iDEvento)} variation="primary">{siteTexts.registrationButton}</RouterButton>;
  }
  return <ResultsButton event={event} />;
}

export function EventListSection({ section }: { section: SectionOf<'eventList'> }) {
  const { eventId } = useSite();
  const organizer = useEventDetail(eventId).data?.event.organizador.nombre;
  const events = useQuery({ queryKey: ['site-event-list', section.status], queryFn: () => fetchEventsOf(section.status) });
  const own = organizer === undefined ? undefined : events.data?.filter((event) => event.organizador.nombre === organizer);
  return (
    <Flex direction="column" gap="0.75rem">
      {section.title && <Heading level={2}>{section.title}</Heading>}
      {events.isError && <Text>{resultsScreenTexts.noEvents}</Text>}
      {!events.isError && !own && <LoadingView />}
      {own?.length === 0 && <Text>{resultsScreenTexts.noEvents}</Text>}
      {own?.map((event) => (
        <EventCard key={event.iDEvento} event={event} headingLevel={3}>
          <EventButton event={event} />
        </EventCard>
      ))}
    </Flex>
  );
}
