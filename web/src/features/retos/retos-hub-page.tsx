// /retos/ (docs/retos.md §2.5): 'Eventos virtuales' — the search by id, the way to the organizer's dashboard
// ('Ver mis retos promovidos / Crear un reto') and 'Mis eventos virtuales', the retos the athlete
// registered in, each with its photo, status and the organizer's messages not read yet (while it is
// open). A signed-out visitor is asked to sign in or create an account instead.
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { RouterTextLink } from '@web/components/router-button';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import type { MyParticipationItem } from '@shared/retos/participation';
import { retoStatus } from '@shared/retos/reto-status';
import { chatKeys, fetchUnread } from './chat/chat-api';
import { RetoLinkCard } from './reto-link-card';
import { RetoSearchForm } from './reto-search-form';
import { fetchMyParticipations, myParticipationsKey } from './retos-api';

const texts = retoPageTexts.hub;

function ParticipationCard({ item }: { item: MyParticipationItem }) {
  const open = item.active && retoStatus(item, new Date()) !== 'cerrado';
  const unread = useQuery({ queryKey: chatKeys.unread(item.eventID), queryFn: () => fetchUnread(item.eventID), enabled: open });
  const count = unread.data ? unread.data.chat + unread.data.broadcasts : 0;
  return <RetoLinkCard to={`/retos/${item.eventID}`} reto={item} detail={texts.step(item.step)} unread={count} />;
}

function MyParticipations() {
  const { data, error } = useQuery({ queryKey: myParticipationsKey, queryFn: fetchMyParticipations });
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!data) return <LoadingView />;
  if (data.length === 0) return <Text>{texts.none}</Text>;
  return data.map((item) => <ParticipationCard key={item.eventID} item={item} />);
}

export function RetosHubPage() {
  const { state } = useAuth();
  return (
    <Page title={texts.title}>
      {state.status === 'loading' && <LoadingView />}
      {state.status === 'signedOut' && <SignInPrompt />}
      {state.status === 'signedIn' && (
        <>
          <RetoSearchForm />
          <Flex>
            <RouterTextLink to="/retos-organizador/">{texts.organizerLink}</RouterTextLink>
          </Flex>
          <Heading level={2} fontSize="xxl">{texts.mine}</Heading>
          <MyParticipations />
        </>
      )}
    </Page>
  );
}
