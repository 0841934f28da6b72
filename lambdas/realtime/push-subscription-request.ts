// What both push subscription routes check before they write (docs/realtime.md, "Push notices"): the
// event, the endpoint's push service and the client's limit on subscription writes.
import { rateLimits } from '@shared/core/rate-limits';
import { pushEndpointAllowed } from '@shared/realtime/push-notices';
import { pushTexts } from '@shared/realtime/push-texts';
import { clientOf } from '@lambdas/core/client-address';
import { pushServiceOrigin } from '@lambdas/core/env';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';

export async function checkPushRequest(event: HttpEvent, endpoint: string): Promise<void> {
  if (!pushEndpointAllowed(endpoint, pushServiceOrigin)) throw new HttpError(400, 'PUSH_SERVICE_NOT_ALLOWED', pushTexts.endpointNotAllowed, { endpoint: pushTexts.endpointNotAllowed });
  await enforceLimits([{ subject: `avisos:cliente:${clientOf(event)}`, limits: rateLimits.pushSubscriptionWritesPerClient }]);
}
