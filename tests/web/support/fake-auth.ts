// Stands in for 'aws-amplify/auth' (vi.mock('aws-amplify/auth', () => import('./support/fake-auth'))):
// a signed-in user the test chooses, and spies on every call the app makes.
import { vi } from 'vitest';

interface FakeUser {
  userId: string;
  loginId: string;
}

let currentUser: FakeUser | null = null;

/** Amplify's mark of a stored session, which the app reads before loading Amplify (web/src/lib/amplify.ts). */
const lastAuthUserKey = 'CognitoIdentityServiceProvider.test-client.LastAuthUser';

export function signInAs(user: FakeUser | null): void {
  currentUser = user;
  if (user) localStorage.setItem(lastAuthUserKey, user.userId);
  else localStorage.removeItem(lastAuthUserKey);
}

export function authError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

export const getCurrentUser = vi.fn(async () => {
  if (!currentUser) throw authError('UserUnAuthenticatedException', 'User needs to be authenticated');
  return { userId: currentUser.userId, username: currentUser.userId, signInDetails: { loginId: currentUser.loginId } };
});

export const fetchAuthSession = vi.fn(async () => ({
  tokens: currentUser ? { idToken: { toString: () => `id-token-of-${currentUser?.userId}` } } : undefined,
}));

export const signIn = vi.fn(async ({ username }: { username: string; password: string }) => {
  signInAs({ userId: 'user-1', loginId: username });
  return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
});

export const signOut = vi.fn(async () => {
  signInAs(null);
});

export const resetPassword = vi.fn(async () => ({ isPasswordReset: false }));

export const confirmResetPassword = vi.fn(async () => undefined);

export function resetFakeAuth(): void {
  signInAs(null);
  for (const spy of [getCurrentUser, fetchAuthSession, signIn, signOut, resetPassword, confirmResetPassword]) {
    spy.mockClear();
  }
}
