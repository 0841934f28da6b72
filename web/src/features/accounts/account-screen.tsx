// Registration and sign-in show their form only to signed-out visitors; a signed-in user sees a
// welcome with their name and the way to their challenges (docs/accounts.md §2.3).
import type { ReactNode } from 'react';
import { accountTexts } from '@shared/accounts/account-texts';
import { consoleTexts } from '@shared/results/console-texts';
import { messages } from '@shared/core/messages';
import { ActionCard } from '@web/components/action-card';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { useAuth } from '@web/lib/auth-session';
import { useMyProfile } from '@web/lib/my-profile';

const welcomeLinks = [
  { to: '/retos/', label: accountTexts.goToRetos },
  { to: '/atletas/', label: accountTexts.goToProfile },
  { to: '/eventos-organizador/', label: consoleTexts.myEvents },
];

function WelcomePanel() {
  const { data: profile } = useMyProfile();
  const title = profile ? `${messages.welcome}, ${profile.nombres}` : messages.welcome;
  return <ActionCard title={title} headingLevel={1} text={accountTexts.welcomeText} links={welcomeLinks} />;
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
