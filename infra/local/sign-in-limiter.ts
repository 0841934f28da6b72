// The local cloud's stand-in for Cognito's own throttling: per client, the operations that try a
// password or a reset code, or send a code by mail, within the limits of shared/core/rate-limits.ts.
// One process serves the whole local cloud, so the counts live in memory.
import { rateLimits, scaledLimit, secondsToWindowEnd, windowStart } from '@shared/core/rate-limits';

export const limitedOperations = new Set(['InitiateAuth', 'RespondToAuthChallenge', 'ForgotPassword', 'ConfirmForgotPassword']);

export function createSignInLimiter(rateLimitFactor: number) {
  const windows = new Map<string, { start: number; hits: number }>();

  /** Counts one attempt of `client`; the seconds to wait when it is one too many, else 0. */
  return function take(client: string, nowMs = Date.now()): number {
    let retryAfter = 0;
    for (const { limit, windowSeconds } of rateLimits.signInsPerClient) {
      const key = `${client}:${windowSeconds}`;
      const start = windowStart(nowMs, windowSeconds);
      const current = windows.get(key);
      const window = current && current.start === start ? current : { start, hits: 0 };
      if (window.hits >= scaledLimit(limit, rateLimitFactor)) {
        retryAfter = Math.max(retryAfter, secondsToWindowEnd(nowMs, windowSeconds));
      } else {
        window.hits += 1;
      }
      windows.set(key, window);
    }
    return retryAfter;
  };
}
