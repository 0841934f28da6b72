// GET /api/time — the server's clock, for the manual timing app to measure its device's offset
// (docs/timing.md#the-manual-timing-app). Never cached: each answer is one round trip's sample.
import { rateLimits } from '@shared/core/rate-limits';
import type { ServerTimeAnswer } from '@shared/timing/manual-timing-schemas';
import { clientOf } from '@lambdas/core/client-address';
import { httpHandler } from '@lambdas/core/http-handler';
import { enforceInContainer } from '@lambdas/limits/container-rate-limit';

export const handler = httpHandler(async (event) => {
  enforceInContainer([{ subject: `hora:cliente:${clientOf(event)}`, limits: rateLimits.serverTimePerClient }]);
  const body: ServerTimeAnswer = { ahora: Date.now() };
  return { headers: { 'cache-control': 'no-store' }, body };
});
