// A reto as a card whose name leads to one of its pages, with its period and distance: the
// organizer's dashboard and the admins' list lead to its organizer page, the hub to the athlete's.
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { RouterTextLink } from '@web/components/router-button';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { retoOrganizerTexts } from '@shared/retos/virtual-event';

interface RetoLinkCardProps {
  to: string;
  reto: { eventID: string; eventName: string; eventStart: string; eventEnd: string; distance: number };
  /** A line under the period: the athlete's step, the organizer's name. */
  detail?: string;
}

export function RetoLinkCard({ to, reto, detail }: RetoLinkCardProps) {
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.25rem">
        <Heading level={2} fontSize="xl">
          <RouterTextLink to={to}>{reto.eventName}</RouterTextLink>
        </Heading>
        <Text>{retoOrganizerTexts.period(retoPageTexts.date(reto.eventStart), retoPageTexts.date(reto.eventEnd))}</Text>
        <Text color="font.secondary">
          {retoOrganizerTexts.distance(reto.distance)} · ID {reto.eventID}
        </Text>
        {detail && <Text fontSize="small">{detail}</Text>}
      </Flex>
    </Card>
  );
}
