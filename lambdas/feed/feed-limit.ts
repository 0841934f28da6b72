// The open feed's per-address limit (docs/security.md 'Request limits'), counted in the warm container:
// a read gives nothing away, and CloudFront answers the repeated ones, so only a script walking pages
// or lists the cache has not seen reaches it; API Gateway's throttle caps every container together.
import { rateLimits } from '@shared/core/rate-limits';
import { clientOf } from '@lambdas/core/client-address';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { enforceInContainer } from '@lambdas/limits/container-rate-limit';

/** Counts the request before anything is read; 429 with Retry-After past the limit. */
export function countFeedRead(event: HttpEvent): void {
  enforceInContainer([{ subject: `feed:cliente:${clientOf(event)}`, limits: rateLimits.feedReadsPerClient }]);
}
