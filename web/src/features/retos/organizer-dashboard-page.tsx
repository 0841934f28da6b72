// /retos-organizador/ (docs/retos.md §2.7): 'Dashboard de configuración de eventos', the create form behind
// 'Crea tu propio evento virtual' / 'En otro momento', and the retos the signed-in athlete organizes,
// each leading to its page; a reto created opens its page (§4 Event creation).
import { Button, Card, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { retoStatus } from '@shared/retos/reto-status';
import { retoOrganizerTexts, type VirtualEventView } from '@shared/retos/virtual-event';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { CreateRetoForm } from './create-reto-form';
import { useOrganizerUnread } from './chat/use-organizer-unread';
import { RetoLinkCard } from './reto-link-card';
import { fetchMyRetos, myRetosKey } from './retos-api';

/** A reto organized, with its participants' messages not read yet while it is open. */
function OrganizedRetoCard({ reto }: { reto: VirtualEventView }) {
  const unread = useOrganizerUnread(reto.eventID, retoStatus(reto, new Date()) !== 'cerrado');
  return <RetoLinkCard to={`/retos-organizador/${reto.eventID}`} reto={reto} unread={unread} />;
}

function MyRetos() {
  const { data, error } = useQuery({ queryKey: myRetosKey, queryFn: fetchMyRetos });
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!data) return <LoadingView />;
  if (data.length === 0) return <Text>{retoOrganizerTexts.none}</Text>;
  return data.map((reto) => <OrganizedRetoCard key={reto.eventID} reto={reto} />);
}

function Dashboard() {
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <Button alignSelf="flex-start" onClick={() => setCreating((open) => !open)}>
        {creating ? retoOrganizerTexts.later : retoOrganizerTexts.create}
      </Button>
      {creating && (
        <Card variation="outlined">
          <CreateRetoForm
            onCreated={async (reto) => {
              await queryClient.invalidateQueries({ queryKey: myRetosKey });
              void navigate(`/retos-organizador/${reto.eventID}`);
            }}
          />
        </Card>
      )}
      <Heading level={2} fontSize="xxl">{retoOrganizerTexts.mine}</Heading>
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
