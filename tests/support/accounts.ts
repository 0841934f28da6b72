// Test accounts and calls against a running local cloud, as a browser or timing system would make them.
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import type { SignUpRequest } from '@shared/accounts/account-schemas';

export function newAthlete(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    nombres: 'Lucía',
    apellidos: 'Hernández Soto',
    telefono: '5512345678',
    genero: 'F',
    fechaNacimiento: '1992-07-15',
    correo: `atleta-${randomUUID().slice(0, 8)}@prueba.mx`,
    password: 'corre123',
    ...overrides,
  };
}

export async function runtimeConfig(cloudUrl: string): Promise<RuntimeConfig> {
  const res = await fetch(`${cloudUrl}/config.json`);
  return (await res.json()) as RuntimeConfig;
}

function cognitoAt(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
}

/** Cognito as the browser reaches it: the public /cognito, which takes only a browser's operations. */
export function cognitoClient(cloudUrl: string): CognitoIdentityProviderClient {
  return cognitoAt(`${cloudUrl}/cognito`);
}

/** Cognito as an administrator reaches it (inject('cognitoAdminEndpoint') or the CloudProcess's). */
export function cognitoAdminClient(cognitoAdminEndpoint: string): CognitoIdentityProviderClient {
  return cognitoAt(cognitoAdminEndpoint);
}

export async function signIn(cloudUrl: string, correo: string, password: string): Promise<string> {
  const config = await runtimeConfig(cloudUrl);
  const result = await cognitoClient(cloudUrl).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: correo, PASSWORD: password },
    }),
  );
  const idToken = result.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('sign-in returned no ID token');
  return idToken;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export async function callApi<T = unknown>(
  cloudUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${cloudUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Creates an account through the API and signs it in. */
export async function signedUpAthlete(cloudUrl: string, overrides: Partial<SignUpRequest> = {}) {
  const athlete = newAthlete(overrides);
  const created = await callApi(cloudUrl, '/api/accounts', { method: 'POST', body: athlete });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { athlete, token: await signIn(cloudUrl, athlete.correo, athlete.password) };
}

/**
 * Polls until the probe answers. Up to 60 s, half a test's limit: a photo's processing (sharp, behind the
 * bucket's trigger) took more than 20 s beside the other lanes on a slow day; a met wait costs nothing more.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
