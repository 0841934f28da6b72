// Registration and sign-in show their form only to signed-out visitors; a signed-in user sees a
// welcome with their name and the way to their challenges (spec §2.3).
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { accountTexts, messages } from '../../../../shared/core/messages';
import { LoadingView } from '../../components/loading-view';
import { Page } from '../../components/page';
import { RouterButton } from '../../components/router-button';
import { useAuth } from '../../lib/auth-session';
import { useMyProfile } from '../../lib/my-profile';

function WelcomePanel() {
  const { data: profile } = useMyProfile();
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="1rem" alignItems="flex-start">
        <Heading level={3}>{profile ? `${messages.welcome}, ${profile.nombres}` : messages.welcome}</Heading>
        <Text>{accountTexts.welcomeText}</Text>
        <Flex gap="0.75rem" wrap="wrap">
          <RouterButton to="/retos/" variation="primary">
            {accountTexts.goToRetos}
          </RouterButton>
          <RouterButton to="/atletas/">{accountTexts.goToProfile}</RouterButton>
        </Flex>
      </Flex>
    </Card>
  );
}

export function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') {
    return (
      <Page>
        <LoadingView />
      </Page>
    );
  }
  if (state.status === 'signedIn') {
    return (
      <Page>
        <WelcomePanel />
      </Page>
    );
  }
  return <Page title={title}>{children}</Page>;
}
