// Request limits meant as a rate (chat messages, form posts): counted in a rolling log per subject in
// the table (shared/core/rolling-window.ts), so no span of a limit's window holds more than its limit,
// across a clock window's edge included (docs/security.md, 'Request limits'). Each counted request
// reads its log and writes it back; a request over a limit is answered 429 with Retry-After.
import { scaledLimit } from '@shared/core/rate-limits';
import { rollingCheck } from '@shared/core/rolling-window';
import { rateLimitFactor } from '@lambdas/core/env';
import { TooManyRequestsError, type LimitedSubject } from './rate-limit';
import { readLog, writeLog } from './rate-log-repository';

/** Writes racing for one subject are tried again this many times, then the request is refused for a second. */
const ATTEMPTS = 5;

/** 0 when counted; otherwise the seconds to wait. */
async function counted({ subject, limits }: LimitedSubject, nowMs: number): Promise<number> {
  const scaled = limits.map(({ limit, windowSeconds }) => ({ limit: scaledLimit(limit, rateLimitFactor), windowSeconds }));
  const expiresAt = Math.ceil(nowMs / 1000) + Math.max(...limits.map(({ windowSeconds }) => windowSeconds));
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const log = await readLog(subject);
    const check = rollingCheck(log?.hits ?? [], scaled, nowMs);
    if (check.retryAfterSeconds > 0) return check.retryAfterSeconds;
    if (await writeLog(subject, check.hits, log, expiresAt)) return 0;
  }
  return 1;
}

/** Counts the request in every subject's log; throws 429 when any limit was already reached. */
export async function enforceRollingLimits(subjects: readonly LimitedSubject[], now = new Date()): Promise<void> {
  const retryAfter = Math.max(0, ...(await Promise.all(subjects.map((subject) => counted(subject, now.getTime())))));
  if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
}
