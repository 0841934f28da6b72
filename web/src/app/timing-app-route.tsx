// /cronometraje/ and /cronometraje/evento_{id}: the manual timing app, with the sign-in form for a
// cronometrista. Both load on first use: this route adds next to nothing to the other pages' first load.
import { lazy, Suspense } from 'react';
import { LoadingLogo } from '@web/components/loading-logo';

const TimingAppPage = lazy(() => import('@web/features/timing-app/timing-app-page').then((m) => ({ default: m.TimingAppPage })));
const SignInForm = lazy(() => import('@web/features/accounts/sign-in-form').then((m) => ({ default: m.SignInForm })));

export function TimingAppRoute() {
  return (
    <Suspense fallback={<LoadingLogo failed={false} />}>
      <TimingAppPage signIn={<SignInForm />} />
    </Suspense>
  );
}
