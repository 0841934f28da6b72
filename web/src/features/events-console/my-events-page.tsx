// /eventos-organizador/: the events the signed-in user administers, and "Crear evento".
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { consoleTexts, eventStatusLabels } from '@shared/results/console-texts';
import type { EventInfo } from '@shared/results/event-schemas';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { RouterButton, RouterTextLink } from '@web/components/router-button';
import { errorMessage } from '@web/lib/error-message';
import { createEvent, fetchMyEvents, myEventsKey, type MyEvent } from './console-api';
import { EventInfoForm, newEventDefaults } from './event-info-form';
import { SignedInOnly } from './signed-in-only';

function MyEventCard({ event }: { event: MyEvent }) {
  const index = `evento_${event.iDEvento}`;
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.5rem">
        <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
          <Heading level={2} fontSize="xl">{event.nombreEvento}</Heading>
          <Badge>{eventStatusLabels[event.eventoDisponible]}</Badge>
        </Flex>
        <Text>{`${event.fechaEvento} ${event.horaEvento} · ${event.lugarEvento}, ${event.ciudadEvento}`}</Text>
        <Text color="font.secondary">{consoleTexts.role(event.role)}</Text>
        <Flex gap="1rem" alignItems="center" wrap="wrap">
          <RouterButton to={`/eventos-organizador/${index}`} variation="primary">
            {consoleTexts.manage}
          </RouterButton>
          <RouterTextLink to={`/convocatoria/${index}`}>{consoleTexts.convocatoria}</RouterTextLink>
        </Flex>
      </Flex>
    </Card>
  );
}

function MyEventList() {
  const { data: events, error } = useQuery({ queryKey: myEventsKey, queryFn: fetchMyEvents });
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!events) return <LoadingView />;
  if (events.length === 0) return <Text>{consoleTexts.noEvents}</Text>;
  return events.map((event) => <MyEventCard key={event.iDEvento} event={event} />);
}

function CreateEventPanel() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function create(info: EventInfo) {
    const created = await createEvent(info);
    await queryClient.invalidateQueries({ queryKey: myEventsKey });
    await navigate(`/eventos-organizador/evento_${created.iDEvento}`);
  }

  if (!open) {
    return (
      <Button alignSelf="flex-start" onClick={() => setOpen(true)}>
        {consoleTexts.createTitle}
      </Button>
    );
  }
  return (
    <Card variation="outlined">
      <Heading level={2} fontSize="xl" marginBottom="1rem">
        {consoleTexts.createTitle}
      </Heading>
      <EventInfoForm defaultValues={newEventDefaults} submitLabel={consoleTexts.createSubmit} onSave={create} />
    </Card>
  );
}

export function MyEventsPage() {
  return (
    <Page title={consoleTexts.myEvents}>
      <SignedInOnly>
        <CreateEventPanel />
        <MyEventList />
      </SignedInOnly>
    </Page>
  );
}
