// /cronometraje/ and /cronometraje/evento_{id}: the manual timing app, with the sign-in form for a
// cronometrista.
import { SignInForm } from '@web/features/accounts/sign-in-form';
import { TimingAppPage } from '@web/features/timing-app/timing-app-page';

export function TimingAppRoute() {
  return <TimingAppPage signIn={<SignInForm />} />;
}
