import { accountTexts } from '@shared/accounts/account-texts';
import { AccountScreen } from './account-screen';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  return (
    <AccountScreen title={accountTexts.signUpTitle}>
      <SignUpForm />
    </AccountScreen>
  );
}
