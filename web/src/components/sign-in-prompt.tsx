// What a signed-out visitor sees on a page that needs an account.
import { accountTexts } from '@shared/accounts/account-texts';
import { messages, navLabels } from '@shared/core/messages';
import { ActionCard } from './action-card';

const links = [
  { to: '/login', label: navLabels.signIn },
  { to: '/registro', label: navLabels.signUp },
];

export function SignInPrompt() {
  return <ActionCard title={messages.unauthorized} headingLevel={2} text={accountTexts.signInPromptText} links={links} />;
}
