// /atletas, "Mi perfil": photo, personal data, the device panel, 'Entrenamiento' and 'Mis actividades'; a sign-in
// prompt when signed out.
import { Text } from '@aws-amplify/ui-react';
import { accountTexts } from '@shared/accounts/account-texts';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { useMyProfile } from '@web/lib/my-profile';
import { DeviceConnectionPanel } from './device-connection-panel';
import { MyActivities } from './my-activities';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';
import { TrainingPanel } from './training-panel';

function ProfileContent() {
  const { state } = useAuth();
  const { data: profile, error } = useMyProfile();
  if (state.status === 'signedOut') return <SignInPrompt />;
  if (profile) {
    return (
      <>
        <ProfilePhoto profile={profile} />
        <ProfileForm profile={profile} />
        <DeviceConnectionPanel />
        <TrainingPanel />
        <MyActivities />
      </>
    );
  }
  if (error) return <Text>{errorMessage(error)}</Text>;
  return <LoadingView />;
}

export function ProfilePage() {
  return (
    <Page title={accountTexts.profileTitle}>
      <ProfileContent />
    </Page>
  );
}
