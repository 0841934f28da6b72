import type { ReactNode } from 'react';
import { LoadingView } from '@web/components/loading-view';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useAuth } from '@web/lib/auth-session';

/** The console is for signed-in organizers; anyone else is asked to sign in. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'signedOut') return <SignInPrompt />;
  return children;
}
