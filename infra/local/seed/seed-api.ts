// How seed steps call the platform: as a signed-in user through the public API, like the SPA. A
// busy machine makes calls slow or fail for a moment, so each call is retried with a growing pause.
import { setTimeout as delay } from 'node:timers/promises';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { localCredentials, localRegion } from '../local-aws';

export interface SeedApi {
  /** Retried on timeouts, network errors, 429 and 5xx: only for calls that may safely run twice. */
  call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** One attempt: for a call that must not run twice (creating an event). */
  callOnce<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export interface RetryPolicy {
  attempts: number;
  /** The pause before the second attempt; it doubles after each failure. */
  firstPauseMs: number;
  /** A request slower than this is abandoned and counts as a failure. */
  timeoutMs: number;
}

/** About a minute and a half of pauses: long enough to ride out a slow DynamoDB Local on a busy machine. */
const DEFAULT_RETRY: RetryPolicy = { attempts: 7, firstPauseMs: 1500, timeoutMs: 120_000 };

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

/** A call that did not answer 2xx; `status` is absent when no answer came. */
export class CallFailed extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * A payment claimed by a request that never finished (a start stopped mid-payment) answers 409
 * PAYMENT_IN_PROGRESS until the claim goes stale, two minutes on: the pauses outlast that.
 */
const isTransient = (status: number, text: string) => status === 429 || status >= 500 || (status === 409 && text.includes('"PAYMENT_IN_PROGRESS"'));

/** How a request leaves this process: fetch, or a stand-in with the same shape (another source address). */
export type Send = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal }) => Promise<Response>;

export function apiCaller(url: string, baseHeaders: Record<string, string>, retry: RetryPolicy = DEFAULT_RETRY, send: Send = fetch): SeedApi {
  async function attempt<T>(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
    const isText = typeof body === 'string';
    let response: Response;
    try {
      response = await send(`${url}${path}`, {
        method,
        headers: {
          ...baseHeaders,
          ...(body === undefined ? {} : { 'content-type': isText ? 'text/csv' : 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : isText ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(retry.timeoutMs),
      });
    } catch (error) {
      throw new CallFailed(`${method} ${path} → ${error instanceof Error ? error.message : String(error)}`, true);
    }
    const text = await response.text();
    if (!response.ok) throw new CallFailed(`${method} ${path} → ${response.status} ${text}`, isTransient(response.status, text), response.status);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
      for (let tries = 1; ; tries += 1) {
        try {
          return await attempt<T>(method, path, body, headers);
        } catch (error) {
          if (!(error instanceof CallFailed) || !error.retryable || tries >= retry.attempts) throw error;
          await delay(retry.firstPauseMs * 2 ** (tries - 1));
        }
      }
    },
    callOnce: <T>(method: string, path: string, body?: unknown) => attempt<T>(method, path, body, {}),
  };
}
