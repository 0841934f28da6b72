// How seed steps call the platform: as a signed-in user through the public API, like the SPA.
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { RuntimeConfig } from '../../../shared/core/runtime-config';
import { localCredentials, localRegion } from '../local-aws';

export interface SeedApi {
  call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

/** Signs in with the e-mail and password through /cognito and answers an API caller holding that token. */
export async function signedInApi(url: string, correo: string, password: string): Promise<SeedApi> {
  const config = (await (await fetch(`${url}/config.json`)).json()) as RuntimeConfig;
  const cognito = new CognitoIdentityProviderClient({ region: localRegion, endpoint: `${url}/cognito`, credentials: localCredentials });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: correo, PASSWORD: password },
    }),
  );
  cognito.destroy();
  return apiCaller(url, { authorization: `Bearer ${auth.AuthenticationResult?.IdToken ?? ''}` });
}

export function apiCaller(url: string, baseHeaders: Record<string, string>): SeedApi {
  return {
    async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
      const isText = typeof body === 'string';
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...baseHeaders,
          ...(body === undefined ? {} : { 'content-type': isText ? 'text/csv' : 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : isText ? body : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}
