// Amplify (Cognito's sign-in and tokens) is loaded only when a screen needs the session: a visitor
// without one draws the public pages without it (docs/architecture.md, "First views").
import type { RuntimeConfig } from '@shared/core/runtime-config';

type AmplifyAuth = typeof import('aws-amplify/auth');

let settings: RuntimeConfig | undefined;
let loaded: Promise<AmplifyAuth> | undefined;

/** The boot keeps the config; Amplify is configured with it when first loaded. */
export function setAmplifyConfig(config: RuntimeConfig): void {
  settings = config;
}

async function configure(config: RuntimeConfig): Promise<void> {
  const { Amplify } = await import('aws-amplify');
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Set only where Cognito is not AWS's own endpoint (the local cloud).
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

/** Amplify's auth functions, Amplify configured first. */
export function amplifyAuth(): Promise<AmplifyAuth> {
  loaded ??= Promise.all([settings && configure(settings), import('aws-amplify/auth')]).then(([, auth]) => auth);
  return loaded;
}

/**
 * Whether this browser keeps a Cognito session: Amplify writes `CognitoIdentityServiceProvider.{client}.LastAuthUser`
 * to localStorage on sign-in and removes it on sign-out. Without it the visitor is signed out, and
 * nothing needs Amplify to know it.
 */
export function hasStoredSession(): boolean {
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
  }
  return false;
}
