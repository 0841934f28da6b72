// A rolling window's rule (docs/security.md, 'Request limits'): a request is let through when, for
// every limit, fewer than `limit` of the moments already counted fall within the last `windowSeconds`.
// Unlike a clock window, no span of the window's length ever holds more than `limit`, wherever it starts.
import type { RateLimit } from './rate-limits';

export interface RollingCheck {
  /** The moments to keep, this request's included when it was let through. */
  hits: number[];
  /** 0 when let through; otherwise seconds until the oldest moment that blocks it leaves its window. */
  retryAfterSeconds: number;
}

export function rollingCheck(hits: readonly number[], limits: readonly RateLimit[], nowMs: number): RollingCheck {
  const longest = Math.max(...limits.map(({ windowSeconds }) => windowSeconds)) * 1000;
  const largest = Math.max(...limits.map(({ limit }) => limit));
  // Moments counted by requests that came at once may be newer than this one's: they count all the same.
  const kept = hits.filter((at) => at > nowMs - longest).sort((a, b) => a - b);
  let retryAfterMs = 0;
  for (const { limit, windowSeconds } of limits) {
    const inWindow = kept.filter((at) => at > nowMs - windowSeconds * 1000);
    // The moment whose leaving frees a place: the limit-th newest.
    const blocking = inWindow.length >= limit ? inWindow[inWindow.length - limit] : undefined;
    if (blocking !== undefined) retryAfterMs = Math.max(retryAfterMs, blocking + windowSeconds * 1000 - nowMs);
  }
  if (retryAfterMs > 0) return { hits: kept, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  return { hits: [...kept, nowMs].sort((a, b) => a - b).slice(-largest), retryAfterSeconds: 0 };
}
