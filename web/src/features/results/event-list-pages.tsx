// /live/, /proximos-eventos/, /resultados/ and /eventos-anteriores (docs/results.md §2 screens 1–3).
import { Flex, Link as UiLink } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { EventSummary } from '@shared/results/event-schemas';
import { RouterButton } from '@web/components/router-button';
import { EventCard } from '@web/components/event-card';
import { EventList } from './event-list';
import { eventLink, eventPaths } from '@web/lib/event-paths';

interface ButtonCardProps {
  event: EventSummary;
  /** The list's own screen for events without a web, and its button's label. */
  ownScreen: (eventId: number) => string;
  ownLabel: string;
  badge?: string;
  schedule?: boolean;
  /** More buttons under the card's own. */
  children?: ReactNode;
}

function ButtonCard({ event, ownScreen, ownLabel, badge, schedule, children }: ButtonCardProps) {
  return (
    <EventCard event={event} badge={badge} schedule={schedule}>
      <Flex direction="column" gap="0.5rem">
        <RouterButton to={eventLink(event, ownScreen)} variation="primary">
          {event.showWeb ? resultsScreenTexts.eventWeb : ownLabel}
        </RouterButton>
        {children}
      </Flex>
    </EventCard>
  );
}

export function LiveEventsPage() {
  return (
    <EventList
      title={resultsScreenTexts.liveTitle}
      list="live"
      loadsMore
      renderCard={(event) => (
        <ButtonCard
          event={event}
          ownScreen={eventPaths.live}
          ownLabel={resultsScreenTexts.preliminaries}
          badge={resultsScreenTexts.inProgress}
          schedule={false}
        />
      )}
    />
  );
}

export function UpcomingEventsPage() {
  return (
    <EventList
      title={resultsScreenTexts.upcomingTitle}
      list="upcoming"
      loadsMore={false}
      renderCard={(event) => (
        <ButtonCard event={event} ownScreen={eventPaths.upcoming} ownLabel={resultsScreenTexts.information}>
          {/* Events with their own web take registrations there (docs/registration.md §2). */}
          {!event.showWeb && <RouterButton to={eventPaths.registration(event.iDEvento)}>{flowTexts.registrationButton}</RouterButton>}
        </ButtonCard>
      )}
    />
  );
}

export function PreviousEventsPage() {
  return (
    <EventList
      title={resultsScreenTexts.previousTitle}
      list="previous"
      loadsMore
      renderCard={(event) => (
        <UiLink as={Link} to={eventLink(event, eventPaths.results)} textDecoration="none">
          <EventCard event={event} />
        </UiLink>
      )}
    />
  );
}
