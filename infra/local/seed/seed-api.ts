// How seed steps call the platform: as a signed-in user through the public API, like the SPA. A
// busy machine makes calls slow or fail for a while, so each call is retried with a growing pause.
import { setTimeout as delay } from 'node:timers/promises';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { localCredentials, localRegion } from '../local-aws';
import { STALLED_AFTER_MS } from '../progress-wait';

export interface SeedApi {
  /** Retried on timeouts, network errors, 429 and 5xx: only for calls that may safely run twice. */
  call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** One attempt: for a call that must not run twice (creating an event). */
  callOnce<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export interface RetryPolicy {
  /** The pause before the second attempt; it doubles after each failure, up to `longestPauseMs`. */
  firstPauseMs: number;
  longestPauseMs?: number;
  /** Gives up once the call has been failing this long (and after `attempts`, when given). */
  giveUpAfterMs?: number;
  attempts?: number;
  /** A request slower than this is abandoned and counts as a failure. */
  timeoutMs: number;
}

/**
 * Retries a failing call for minutes: a machine busy with other work (a test suite, DynamoDB Local
 * restarting after running out of memory) makes the platform slow or unavailable for a while, not
 * for good. A request is abandoned only when it hangs far longer than a slow one takes.
 */
const DEFAULT_RETRY: RetryPolicy = { firstPauseMs: 1500, longestPauseMs: 20_000, giveUpAfterMs: STALLED_AFTER_MS, timeoutMs: 300_000 };

/** Runs `operation` again after a growing pause while it fails in a way `retryable` accepts, within the policy. */
async function retrying<T>(retry: RetryPolicy, operation: () => Promise<T>, retryable: (error: unknown) => boolean): Promise<T> {
  let failingSince: number | undefined;
  let pauseMs = retry.firstPauseMs;
  for (let tries = 1; ; tries += 1) {
    try {
      return await operation();
    } catch (error) {
      failingSince ??= Date.now();
      const tooMany = retry.attempts !== undefined && tries >= retry.attempts;
      const tooLong = retry.giveUpAfterMs !== undefined && Date.now() - failingSince >= retry.giveUpAfterMs;
      if (!retryable(error) || tooMany || tooLong) throw error;
      await delay(pauseMs);
      pauseMs = Math.min(pauseMs * 2, retry.longestPauseMs ?? Infinity);
    }
  }
}

/** A sign-in that got no answer, or a 5xx or 429 from /cognito, may work a moment later; a refused password will not. */
function signInMayWorkLater(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status === 429 || status >= 500;
}

/** Signs in with the e-mail and password through /cognito and answers an API caller holding that token. */
export async function signedInApi(url: string, correo: string, password: string, retry: RetryPolicy = DEFAULT_RETRY): Promise<SeedApi> {
  const signIn = async () => {
    const configResponse = await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(retry.timeoutMs) });
    if (!configResponse.ok) throw Object.assign(new Error(`GET /config.json → ${configResponse.status}`), { $metadata: { httpStatusCode: configResponse.status } });
    const config = (await configResponse.json()) as RuntimeConfig;
    const cognito = new CognitoIdentityProviderClient({ region: localRegion, endpoint: `${url}/cognito`, credentials: localCredentials });
    try {
      const command = new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: correo, PASSWORD: password } });
      return await cognito.send(command, { abortSignal: AbortSignal.timeout(retry.timeoutMs) });
    } finally {
      cognito.destroy();
    }
  };
  const auth = await retrying(retry, signIn, signInMayWorkLater);
  return apiCaller(url, { authorization: `Bearer ${auth.AuthenticationResult?.IdToken ?? ''}` }, retry);
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
    let text: string;
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
      text = await response.text();
    } catch (error) {
      throw new CallFailed(`${method} ${path} → ${error instanceof Error ? error.message : String(error)}`, true);
    }
    if (!response.ok) throw new CallFailed(`${method} ${path} → ${response.status} ${text}`, isTransient(response.status, text), response.status);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    call: <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      retrying(retry, () => attempt<T>(method, path, body, headers), (error) => error instanceof CallFailed && error.retryable),
    callOnce: <T>(method: string, path: string, body?: unknown) => attempt<T>(method, path, body, {}),
  };
}
