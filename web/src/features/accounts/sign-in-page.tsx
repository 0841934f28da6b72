import { accountTexts } from '@shared/accounts/account-texts';
import { AccountScreen } from './account-screen';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  return (
    <AccountScreen title={accountTexts.signInTitle}>
      <SignInForm />
    </AccountScreen>
  );
}
