// /convocatoria/evento_{id}: the event's call for entries, as its organizer composed it.
import { Card, Flex, Heading, Image, Text } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { messages } from '@shared/core/messages';
import { siteTexts } from '@shared/results/results-texts';
import type { EventSummary } from '@shared/results/event-schemas';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { errorMessage } from '@web/lib/error-message';
import { eventSchedule } from '@web/lib/event-date';
import { parseEventoIndex, useEventDetail } from '@web/lib/event-detail';
import { ConvocatoriaBlock } from './convocatoria-blocks';
import { customString } from './custom-strings';

function EventHeader({ event, strings }: { event: EventSummary; strings: Record<string, string> }) {
  return (
    <Card variation="outlined">
      <Flex gap="1rem" alignItems="center">
        {event.logoEvento && <Image src={event.logoEvento} alt={event.nombreEvento} width="96px" height="96px" objectFit="contain" />}
        <Flex direction="column" gap="0.25rem">
          <Text color="font.secondary">{customString(strings, 'evento')}</Text>
          <Heading level={2}>{event.nombreEvento}</Heading>
          <Text>{eventSchedule(event)}</Text>
          <Text>{[event.lugarEvento, event.ciudadEvento, event.paisEvento].filter(Boolean).join(', ')}</Text>
        </Flex>
      </Flex>
    </Card>
  );
}

export function ConvocatoriaView({ eventId }: { eventId: number }) {
  const { data, error } = useEventDetail(eventId);
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!data) return <LoadingView />;
  const { event, sections } = data;
  const { blocks } = sections.convocatoria;
  return (
    <>
      <EventHeader event={event} strings={sections.customStrings} />
      {blocks.length === 0 && <Text>{siteTexts.noConvocatoria}</Text>}
      {blocks.map((block, index) => (
        <ConvocatoriaBlock key={index} block={block} modalities={sections.modalidades} strings={sections.customStrings} />
      ))}
    </>
  );
}

export function ConvocatoriaPage() {
  const eventId = parseEventoIndex(useParams().eventoIndex);
  return (
    <Page title={siteTexts.convocatoriaTitle}>
      {eventId === null ? <Text>{messages.notFound}</Text> : <ConvocatoriaView eventId={eventId} />}
    </Page>
  );
}
