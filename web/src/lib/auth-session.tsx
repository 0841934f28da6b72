// Who is signed in, as Amplify knows it, and the one place that signs in and out. A browser that keeps
// no session is signed out at once, without loading Amplify (docs/architecture.md, "First views").
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { messages } from '@shared/core/messages';
import { amplifyAuth, hasStoredSession } from './amplify';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; userId: string; loginId?: string };

interface AuthContextValue {
  state: AuthState;
  signIn: (correo: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function readAuthState(): Promise<AuthState> {
  try {
    const user = await (await amplifyAuth()).getCurrentUser();
    return { status: 'signedIn', userId: user.userId, loginId: user.signInDetails?.loginId };
  } catch {
    return { status: 'signedOut' };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => (hasStoredSession() ? { status: 'loading' } : { status: 'signedOut' }));
  const queryClient = useQueryClient();

  const becomeSignedOut = useCallback(() => {
    queryClient.clear();
    setState({ status: 'signedOut' });
  }, [queryClient]);

  useEffect(() => {
    let current = true;
    if (hasStoredSession()) void readAuthState().then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, []);

  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    let stopListening: (() => void) | undefined;
    let current = true;
    // Amplify also ends sessions on its own, e.g. when the refresh token has expired.
    void import('aws-amplify/utils').then(({ Hub }) => {
      if (current) stopListening = Hub.listen('auth', ({ payload }) => payload.event === 'tokenRefresh_failure' && becomeSignedOut());
    });
    return () => {
      current = false;
      stopListening?.();
    };
  }, [signedIn, becomeSignedOut]);

  const signIn = useCallback(async (correo: string, password: string) => {
    const auth = await amplifyAuth();
    const result = await auth.signIn({
      username: correo,
      password,
      // The local Cognito has no SRP; the app client allows USER_PASSWORD_AUTH everywhere.
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    // Accounts are created confirmed and without MFA, so any further step is unexpected.
    if (!result.isSignedIn) throw new Error(messages.unexpected);
    setState(await readAuthState());
  }, []);

  const signOut = useCallback(async () => {
    await (await amplifyAuth()).signOut();
    becomeSignedOut();
  }, [becomeSignedOut]);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider above it');
  return value;
}
