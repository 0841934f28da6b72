// What both push subscription routes check before they write (docs/realtime.md, "Push notices"): the
// endpoint's push service, the browser's key and the client's limit on subscription writes.
import { ECDH } from 'node:crypto';
import { rateLimits } from '@shared/core/rate-limits';
import { pushEndpointAllowed } from '@shared/realtime/push-notices';
import { pushTexts } from '@shared/realtime/push-texts';
import { clientOf } from '@lambdas/core/client-address';
import { pushServiceOrigin } from '@lambdas/core/env';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';

/** Whether the browser's key is a point of P-256: a notice is encrypted for it. */
function onCurve(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** `p256dh` when the request brings the browser's key (a subscription). */
export async function checkPushRequest(event: HttpEvent, endpoint: string, p256dh?: string): Promise<void> {
  if (!pushEndpointAllowed(endpoint, pushServiceOrigin)) throw new HttpError(400, 'PUSH_SERVICE_NOT_ALLOWED', pushTexts.endpointNotAllowed, { endpoint: pushTexts.endpointNotAllowed });
  if (p256dh !== undefined && !onCurve(p256dh)) throw new HttpError(400, 'INVALID_PUSH_KEY', pushTexts.invalidKey, { 'keys.p256dh': pushTexts.invalidKey });
  await enforceLimits([{ subject: `avisos:cliente:${clientOf(event)}`, limits: rateLimits.pushSubscriptionWritesPerClient }]);
}
