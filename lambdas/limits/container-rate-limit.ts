// Request limits counted in the warm container's memory: for what one client can repeat cheaply but
// that holds nothing of value by itself (form posts, payment attempts), so a registration spends no
// DynamoDB request on them. API Gateway's per-route throttling caps all containers together; codes
// and vouchers, which give money or hold places, are counted in the table (rate-limit.ts).
import { scaledLimit, secondsToWindowEnd, windowStart } from '@shared/core/rate-limits';
import { rateLimitFactor } from '@lambdas/core/env';
import { TooManyRequestsError, type LimitedSubject } from './rate-limit';

const windows = new Map<string, { start: number; hits: number }>();
/** Past this many keys the expired windows are dropped, so a flood of addresses cannot grow memory. */
const PRUNE_AT = 10_000;

function prune(nowMs: number): void {
  for (const [key, { start }] of windows) {
    const seconds = Number(key.slice(key.lastIndexOf(':') + 1));
    if (start + seconds * 1000 <= nowMs) windows.delete(key);
  }
}

/** Counts the request against every limit of every subject; throws 429 when any was already reached. */
export function enforceInContainer(subjects: readonly LimitedSubject[], now = new Date()): void {
  const nowMs = now.getTime();
  if (windows.size > PRUNE_AT) prune(nowMs);
  let retryAfter = 0;
  for (const { subject, limits } of subjects) {
    for (const { limit, windowSeconds } of limits) {
      const key = `${subject}:${windowSeconds}`;
      const start = windowStart(nowMs, windowSeconds);
      const current = windows.get(key);
      const window = current && current.start === start ? current : { start, hits: 0 };
      if (window.hits >= scaledLimit(limit, rateLimitFactor)) retryAfter = Math.max(retryAfter, secondsToWindowEnd(nowMs, windowSeconds));
      else window.hits += 1;
      windows.set(key, window);
    }
  }
  if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
}
