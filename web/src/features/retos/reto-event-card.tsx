// The reto's card at the top of the athlete's page (docs/retos.md §2.6): photo, name, description, start and
// end, distance in kilometres.
import { Card, Flex, Image, Text } from '@aws-amplify/ui-react';
import { momentText } from '@shared/core/moment-text';
import { athleteRetoTexts as texts } from '@shared/retos/athlete-reto-texts';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { PageTitle } from '@web/components/page';


export function RetoEventCard({ reto }: { reto: VirtualEventView }) {
  return (
    <Card variation="elevated" borderRadius="medium">
      <Flex direction="column" gap="0.5rem">
        {reto.eventPhoto && <Image src={reto.eventPhoto} alt={texts.photoAlt(reto.eventName)} width="100%" maxHeight="320px" objectFit="cover" borderRadius="small" />}
        <PageTitle>{reto.eventName}</PageTitle>
        {reto.eventDescription && <Text whiteSpace="pre-line">{reto.eventDescription}</Text>}
        <Text>
          {texts.start}: {momentText(reto.eventStart)}
        </Text>
        <Text>
          {texts.end}: {momentText(reto.eventEnd)}
        </Text>
        <Text fontWeight="bold">{texts.distance(reto.distance)}</Text>
      </Flex>
    </Card>
  );
}
