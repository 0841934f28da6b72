// The event list section of an organizer web (docs/sites.md §2.10): the events of one status that the
// site's owner administers, as the API picks them (never by the organizer's name, which anyone may
// copy) — upcoming with their registration, live with their preliminary results, closed with their
// results — each to its own web when it has one.
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@shared/results/event-schemas';
import { EVENT_STATUS, type EventStatus } from '@shared/results/event-status';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { OwnerEvents } from '@shared/sites/site-api';
import { siteTexts } from '@shared/sites/site-texts';
import { EventCard } from '@web/components/event-card';
import { LoadingView } from '@web/components/loading-view';
import { RouterButton } from '@web/components/router-button';
import { apiRequest } from '@web/lib/api-client';
import { eventPaths } from '@web/lib/event-paths';
import { usePlatformLink } from '@web/lib/platform-origin';
import type { SectionOf } from './section-types';
import { useSite } from './site-context';

const fetchOwnerEvents = async (eventId: number, status: EventStatus): Promise<EventSummary[]> =>
  (await apiRequest<OwnerEvents>(`/api/events/${eventId}/owner-events?status=${status}`, { signedIn: false })).events;

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
  const { data: own, isError } = useQuery({ queryKey: ['site-event-list', eventId, section.status], queryFn: () => fetchOwnerEvents(eventId, section.status) });
  return (
    <Flex direction="column" gap="0.75rem">
      {section.title && <Heading level={2}>{section.title}</Heading>}
      {isError && <Text>{resultsScreenTexts.noEvents}</Text>}
      {!isError && !own && <LoadingView />}
      {own?.length === 0 && <Text>{resultsScreenTexts.noEvents}</Text>}
      {own?.map((event) => (
        <EventCard key={event.iDEvento} event={event} headingLevel={3}>
          <EventButton event={event} />
        </EventCard>
      ))}
    </Flex>
  );
}
