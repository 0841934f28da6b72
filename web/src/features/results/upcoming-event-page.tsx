// /proximos-eventos/evento_{id}: the information of an upcoming event without its own web (docs/events.md §6).
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { Modality } from '@shared/results/event-schemas';
import { serieLabel } from '@shared/results/serie-label';
import { RouterButton } from '@web/components/router-button';
import { EventCard } from '@web/components/event-card';
import { eventPaths } from '@web/lib/event-paths';
import { EventScreen } from './event-screen';

/** Start times are wall-clock 'YYYY-MM-DD HH:MM:SS' in the event's zone: the clock part is what matters. */
const startClock = (hS: string) => hS.slice(11, 16);

function ModalityLine({ modality }: { modality: Modality }) {
  const starts = modality.hSalidas.map((serie) => `${serieLabel(serie)} ${startClock(serie.hS)}`);
  return (
    <Text>
      <strong>{modality.descripcionModalidad}</strong> · {modality.kilometro} km · {starts.join(', ')}
    </Text>
  );
}

export function UpcomingEventPage() {
  return (
    <EventScreen>
      {({ event, sections }) => (
        <>
          <EventCard event={event} headingLevel={1}>
            {!event.showWeb && (
              <RouterButton to={eventPaths.registration(event.iDEvento)} variation="primary">
                {flowTexts.registrationButton}
              </RouterButton>
            )}
          </EventCard>
          <Card variation="outlined">
            <Flex direction="column" gap="0.5rem">
              <Text>
                {resultsScreenTexts.organizer}: {event.organizador.nombre}
              </Text>
              <Text>
                {event.lugarEvento}, {event.ciudadEvento}, {event.paisEvento}
              </Text>
              {sections.modalidades.length > 0 && <Heading level={2} fontSize="large">{resultsScreenTexts.modalities}</Heading>}
              {sections.modalidades.map((modality) => (
                <ModalityLine key={modality.codigoModalidad} modality={modality} />
              ))}
            </Flex>
          </Card>
          {sections.convocatoria.blocks.length > 0 && (
            <RouterButton to={eventPaths.convocatoria(event.iDEvento)} variation="primary">
              {resultsScreenTexts.convocatoria}
            </RouterButton>
          )}
        </>
      )}
    </EventScreen>
  );
}
