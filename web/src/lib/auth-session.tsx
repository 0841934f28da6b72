// Who is signed in, as Amplify knows it, and the one place that signs in and out.
import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUser, signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { messages } from '@shared/core/messages';

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
    const user = await getCurrentUser();
    return { status: 'signedIn', userId: user.userId, loginId: user.signInDetails?.loginId };
  } catch {
    return { status: 'signedOut' };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const queryClient = useQueryClient();

  const becomeSignedOut = useCallback(() => {
    queryClient.clear();
    setState({ status: 'signedOut' });
  }, [queryClient]);

  useEffect(() => {
    void readAuthState().then(setState);
    // Amplify also ends sessions on its own, e.g. when the refresh token has expired.
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'tokenRefresh_failure') becomeSignedOut();
    });
  }, [becomeSignedOut]);

  const signIn = useCallback(async (correo: string, password: string) => {
    const result = await amplifySignIn({
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
    await amplifySignOut();
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
