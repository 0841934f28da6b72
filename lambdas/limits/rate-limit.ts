// Per-client, per-event and per-e-mail request limits, counted in the table so they hold across
// every Lambda container: a request over a limit is answered 429 with Retry-After, in Spanish.
import { edgeTexts } from '@shared/core/edge-texts';
import { scaledLimit, secondsToWindowEnd, windowStart, type RateLimit } from '@shared/core/rate-limits';
import { rateLimitFactor } from '@lambdas/core/env';
import { HttpError } from '@lambdas/core/http-error';
import { hitsIn, takeHit } from './rate-window-repository';

export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', edgeTexts.tooManyRequests(Math.ceil(retryAfterSeconds / 60)));
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** One subject (`codigo:cliente:203.0.113.9`) and the limits it is held to. */
export interface LimitedSubject {
  subject: string;
  limits: readonly RateLimit[];
}

/** Counts the request against every limit of every subject; throws 429 when any was already reached. */
export async function enforceLimits(subjects: readonly LimitedSubject[], now = new Date()): Promise<void> {
  const nowMs = now.getTime();
  const checks = subjects.flatMap(({ subject, limits }) =>
    limits.map(async ({ limit, windowSeconds }) => {
      const allowed = await takeHit(
        `${subject}:${windowSeconds}`,
        windowStart(nowMs, windowSeconds),
        windowSeconds,
        scaledLimit(limit, rateLimitFactor),
      );
      return allowed ? 0 : secondsToWindowEnd(nowMs, windowSeconds);
    }),
  );
  const retryAfter = Math.max(0, ...(await Promise.all(checks)));
  if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
}

/** Whether any window of the subject's limits already holds its limit, without counting this request. */
export async function limitsReached(subject: string, limits: readonly RateLimit[], now = new Date()): Promise<boolean> {
  const reached = await Promise.all(
    limits.map(async ({ limit, windowSeconds }) => (await hitsIn(`${subject}:${windowSeconds}`, windowStart(now.getTime(), windowSeconds))) >= scaledLimit(limit, rateLimitFactor)),
  );
  return reached.includes(true);
}

/** The 429 of limits already reached, answered without counting (Retry-After: the end of their longest window). */
export function tooManyUntilWindowsEnd(limits: readonly RateLimit[], now = new Date()): TooManyRequestsError {
  return new TooManyRequestsError(Math.max(1, ...limits.map(({ windowSeconds }) => secondsToWindowEnd(now.getTime(), windowSeconds))));
}
