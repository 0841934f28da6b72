// The event card of the lists and event pages (docs/results.md §2): logo, name, date, time and place.
import { Card, Flex, Heading, Image, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { EventSummary } from '@shared/results/event-schemas';
import { eventSchedule } from '@web/lib/event-date';

interface EventCardProps {
  event: EventSummary;
  /** A status line under the name, e.g. 'EVENTO EN PROCESO'. */
  badge?: string;
  /** The live list shows only the place. */
  schedule?: boolean;
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
}

export function EventCard({ event, badge, schedule = true, headingLevel = 3, children }: EventCardProps) {
  return (
    <Card variation="elevated" borderRadius="medium">
      <Flex gap="1rem" alignItems="center" wrap="wrap">
        {event.logoEvento && (
          <Image src={event.logoEvento} alt={event.nombreEvento} width="96px" height="96px" objectFit="contain" />
        )}
        <Flex direction="column" gap="0.25rem" flex="1" minWidth="200px">
          <Heading level={headingLevel}>{event.nombreEvento}</Heading>
          {badge && (
            <Text fontWeight="bold" color={event.organizador.colorOrganizador}>
              {badge}
            </Text>
          )}
          {schedule && <Text>{eventSchedule(event)}</Text>}
          <Text color="font.secondary">
            {event.lugarEvento}, {event.ciudadEvento}
          </Text>
        </Flex>
        {children}
      </Flex>
    </Card>
  );
}
