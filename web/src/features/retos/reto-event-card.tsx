// The reto's card at the top of the athlete's page (docs/retos.md §2.6): photo, name (sized for a phone),
// description, start and end, distance in kilometres.
import { Card, Flex, Heading, Image, Text } from '@aws-amplify/ui-react';
import { athleteRetoTexts as texts } from '@shared/retos/athlete-reto-texts';
import type { VirtualEventView } from '@shared/retos/virtual-event';

const moment = (iso: string) => new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

export function RetoEventCard({ reto }: { reto: VirtualEventView }) {
  return (
    <Card variation="elevated" borderRadius="medium">
      <Flex direction="column" gap="0.5rem">
        {reto.eventPhoto && <Image src={reto.eventPhoto} alt={texts.photoAlt(reto.eventName)} width="100%" maxHeight="320px" objectFit="cover" borderRadius="small" />}
        <Heading level={2} fontSize={{ base: 'xl', medium: 'xxl' }} style={{ overflowWrap: 'anywhere' }}>
          {reto.eventName}
        </Heading>
        {reto.eventDescription && <Text whiteSpace="pre-line">{reto.eventDescription}</Text>}
        <Text>
          {texts.start}: {moment(reto.eventStart)}
        </Text>
        <Text>
          {texts.end}: {moment(reto.eventEnd)}
        </Text>
        <Text fontWeight="bold">{texts.distance(reto.distance)}</Text>
      </Flex>
    </Card>
  );
}
