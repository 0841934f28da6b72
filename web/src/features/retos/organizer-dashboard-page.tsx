// /retos-organizador/ (spec §2.7): 'Dashboard de configuración de eventos', the create form behind
// 'Crea tu propio evento virtual' / 'En otro momento', and the retos the signed-in athlete organizes.
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { retoOrganizerTexts, type VirtualEventView } from '../../../../shared/retos/virtual-event';
import { LoadingView } from '../../components/loading-view';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useAuth } from '../../lib/auth-session';
import { errorMessage } from '../../lib/error-message';
import { CreateRetoForm } from './create-reto-form';
import { fetchMyRetos, myRetosKey } from './retos-api';

const dateText = (iso: string) => new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

function RetoCard({ reto }: { reto: VirtualEventView }) {
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.25rem">
        <Heading level={4}>{reto.eventName}</Heading>
        <Text>{retoOrganizerTexts.period(dateText(reto.eventStart), dateText(reto.eventEnd))}</Text>
        <Text color="font.secondary">
          {retoOrganizerTexts.distance(reto.distance)} · ID {reto.eventID}
        </Text>
      </Flex>
    </Card>
  );
}

function MyRetos() {
  const { data, error } = useQuery({ queryKey: myRetosKey, queryFn: fetchMyRetos });
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!data) return <LoadingView />;
  if (data.length === 0) return <Text>{retoOrganizerTexts.none}</Text>;
  return data.map((reto) => <RetoCard key={reto.eventID} reto={reto} />);
}

function Dashboard() {
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button alignSelf="flex-start" onClick={() => setCreating((open) => !open)}>
        {creating ? retoOrganizerTexts.later : retoOrganizerTexts.create}
      </Button>
      {creating && (
        <Card variation="outlined">
          <CreateRetoForm
            onCreated={async () => {
              setCreating(false);
              await queryClient.invalidateQueries({ queryKey: myRetosKey });
            }}
          />
        </Card>
      )}
      <Heading level={3}>{retoOrganizerTexts.mine}</Heading>
      <MyRetos />
    </>
  );
}

export function OrganizerDashboardPage() {
  const { state } = useAuth();
  return (
    <Page title={retoOrganizerTexts.title}>
      {state.status === 'loading' && <LoadingView />}
      {state.status === 'signedOut' && <SignInPrompt />}
      {state.status === 'signedIn' && <Dashboard />}
    </Page>
  );
}
