// Hands one encrypted, VAPID-signed notice to a browser's push service (RFC 8030, 8291, 8292): web-push
// builds the request; it is sent with fetch, so any push service origin the subscription was allowed
// (the local cloud's stand-in is http) is reached the same way.
import webpush from 'web-push';
import type { PushPayload } from '@shared/realtime/push-notices';
import type { PushTarget } from './push-subscriptions-repository';
import { vapidDetails } from './vapid-keys';

/** A notice is worth little late: the push service keeps it 15 minutes for a browser that is offline. */
export const NOTICE_TTL_SECONDS = 15 * 60;
/** Past this a push service that does not answer is given up on (the fan-out's function has 30 s). */
const SEND_TIMEOUT_MS = 10_000;

/** sent; gone: the subscription is no more (forget it); refused: it will never be taken (log it); retry: later. */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'retry';

export function pushOutcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export interface NoticeOptions {
  /** A finish is told at once; a pass may wait for the phone to wake. */
  urgency: 'normal' | 'high';
  /** The push service keeps only the newest undelivered notice of a topic (one per athlete). */
  topic: string;
}

/** Throws only when the push service did not answer; a notice that cannot be built is refused. */
export async function sendNotice(target: PushTarget, payload: PushPayload, options: NoticeOptions): Promise<PushOutcome> {
  const vapid = await vapidDetails();
  let request: webpush.RequestDetails;
  try {
    request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: NOTICE_TTL_SECONDS,
      urgency: options.urgency,
      topic: options.topic,
      contentEncoding: 'aes128gcm',
    });
  } catch {
    return 'refused';
  }
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ?? undefined,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return pushOutcomeOf(response.status);
}
