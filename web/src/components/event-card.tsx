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

export function EventCard({ event, badge, schedule = true, headingLevel = 2, children }: EventCardProps) {
  return (
    <Card variation="elevated" borderRadius="medium">
      <Flex gap="1rem" alignItems="center" wrap="wrap">
        {event.logoEvento && (
          <Image src={event.logoEvento} alt={event.nombreEvento} width="96px" height="96px" objectFit="contain" />
        )}
        <Flex direction="column" gap="0.25rem" flex="1" minWidth="200px">
          <Heading level={headingLevel} fontSize={headingLevel === 1 ? { base: 'xxl', medium: 'xxxl' } : 'xl'}>
            {event.nombreEvento}
          </Heading>
          {/* The organizer's colour marks the status; the text keeps the page's, whatever that colour's contrast. */}
          {badge && (
            <Text fontWeight="bold" borderStyle="none none none solid" borderWidth="0 0 0 4px" borderColor={event.organizador.colorOrganizador} paddingLeft="0.5rem">
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
