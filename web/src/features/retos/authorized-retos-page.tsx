// /usuario-autorizado/ (docs/retos.md §2.9, §6): 'Eventos virtuales organizados por los usuarios', the latest
// 150 retos by start, each leading to its organizer page, for the platform's admins (perfil 1). The
// spec leaves anyone else on a loading placeholder; they read 'Usuario no autorizado' instead.
import { Alert, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { useMyProfile } from '@web/lib/my-profile';
import { RetoLinkCard } from './reto-link-card';
import { fetchLatestRetos, latestRetosKey } from './retos-api';

const texts = retoPageTexts.authorized;

function LatestRetos() {
  const { data, error } = useQuery({ queryKey: latestRetosKey, queryFn: fetchLatestRetos });
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!data) return <LoadingView />;
  if (data.length === 0) return <Text>{texts.none}</Text>;
  return data.map((reto) => (
    <RetoLinkCard key={reto.eventID} to={`/retos-organizador/${reto.eventID}`} reto={reto} detail={texts.organizer(reto.userCreate.athleteCreateName, reto.userCreate.athleteCreateLastName)} />
  ));
}

function ForAdmins() {
  const profile = useMyProfile();
  if (profile.error) return <Text>{errorMessage(profile.error)}</Text>;
  if (!profile.data) return <LoadingView />;
  return profile.data.perfil === 1 ? <LatestRetos /> : <Alert variation="warning">{texts.notAuthorized}</Alert>;
}

export function AuthorizedRetosPage() {
  const { state } = useAuth();
  return (
    <Page title={texts.title}>
      {state.status === 'loading' && <LoadingView />}
      {state.status === 'signedOut' && <SignInPrompt />}
      {state.status === 'signedIn' && <ForAdmins />}
    </Page>
  );
}
