// The event card of the lists and event pages (docs/results.md §2, docs/design.md): the event's image
// (its logo, else a calendar tile in the organizer's colour), name, status, date, time and place,
// and the card's buttons below on a phone, beside on wider screens.
import { Card, Flex, Heading, Image, Text, View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { EventSummary } from '@shared/results/event-schemas';
import { madeOnce } from '@shared/core/made-once';
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

const shortMonth = madeOnce(() => new Intl.DateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' }));

/** A wall calendar's leaf: the organizer's colour on top, the month and the day of the race. */
function DateTile({ event }: { event: EventSummary }) {
  const [year = 0, month = 1, day = 1] = event.fechaEvento.split('-').map(Number);
  return (
    <Flex
      aria-hidden="true"
      direction="column"
      alignItems="center"
      justifyContent="center"
      gap="0"
      width="100%"
      height="100%"
      backgroundColor="background.primary"
      style={{ borderTop: `8px solid ${event.organizador.colorOrganizador}` }}
    >
      <Text as="span" fontSize="small" fontWeight="bold" color="font.secondary" textTransform="uppercase">
        {shortMonth().format(new Date(Date.UTC(year, month - 1, day))).replace('.', '')}
      </Text>
      <Text as="span" fontSize="2rem" fontWeight="extrabold" lineHeight="1" color="font.primary">
        {day}
      </Text>
    </Flex>
  );
}

export function EventCard({ event, badge, schedule = true, headingLevel = 2, children }: EventCardProps) {
  return (
    <Card variation="elevated" padding="1rem">
      <Flex gap="1rem 1.25rem" alignItems="center" wrap="wrap">
        <Flex gap="1rem" alignItems="center" flex="1 1 18rem" minWidth="0">
          <View
            width={{ base: '4.5rem', medium: '6rem' }}
            height={{ base: '4.5rem', medium: '6rem' }}
            flex="none"
            borderRadius="small"
            overflow="hidden"
            border="1px solid"
            borderColor="border.secondary"
          >
            {event.logoEvento ? <Image src={event.logoEvento} alt={event.nombreEvento} width="100%" height="100%" objectFit="contain" /> : <DateTile event={event} />}
          </View>
          <Flex direction="column" gap="0.25rem" minWidth="0">
            {badge && (
              <Text
                as="span"
                alignSelf="flex-start"
                fontSize="xs"
                fontWeight="bold"
                letterSpacing="0.04em"
                color="primary.90"
                backgroundColor="primary.10"
                borderRadius="xl"
                padding="0.125rem 0.625rem"
              >
                {badge}
              </Text>
            )}
            <Heading level={headingLevel} fontSize={headingLevel === 1 ? { base: 'xxl', medium: 'xxxl' } : { base: 'large', medium: 'xl' }}>
              {event.nombreEvento}
            </Heading>
            {schedule && (
              <Text fontSize="small" color="font.secondary">
                {eventSchedule(event)}
              </Text>
            )}
            <Text fontSize="small" color="font.tertiary">
              {event.lugarEvento}, {event.ciudadEvento}
            </Text>
          </Flex>
        </Flex>
        {children && (
          <Flex direction="column" gap="0.5rem" flex={{ base: '1 1 100%', medium: '0 0 auto' }}>
            {children}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
