// Hands one encrypted, VAPID-signed notice to a browser's push service (RFC 8030, 8291, 8292): web-push
// builds the request; it is sent with fetch, so any push service origin the subscription was allowed
// (the local cloud's stand-in is http) is reached the same way. A push service's VAPID token is signed
// once and used for an hour, as the RFC allows: signing it for every notice cost more than encrypting.
import webpush from 'web-push';
import type { PushPayload } from '@shared/realtime/push-notices';
import type { PushTarget } from './push-subscriptions-repository';
import { vapidDetails } from './vapid-keys';

/** A notice is worth little late: the push service keeps it 15 minutes for a browser that is offline. */
export const NOTICE_TTL_SECONDS = 15 * 60;
/** A push service's VAPID token is signed for 12 hours and used for one. */
const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const TOKEN_REUSE_MS = 60 * 60 * 1000;
const tokens = new Map<string, { authorization: string; until: number }>();

async function authorizationFor(origin: string, now: number): Promise<string> {
  const known = tokens.get(origin);
  if (known && known.until > now) return known.authorization;
  const { subject, publicKey, privateKey } = await vapidDetails();
  const { Authorization } = webpush.getVapidHeaders(origin, subject, publicKey, privateKey, 'aes128gcm', Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS);
  tokens.set(origin, { authorization: Authorization, until: now + TOKEN_REUSE_MS });
  return Authorization;
}

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

/** Throws when the push service did not answer (or the keys could not be read); a notice that cannot be built is refused. */
export async function sendNotice(target: PushTarget, payload: PushPayload, options: NoticeOptions): Promise<PushOutcome> {
  const authorization = await authorizationFor(new URL(target.endpoint).origin, Date.now());
  let request: webpush.RequestDetails;
  try {
    // No vapidDetails: the token goes as a header, where web-push would sign a new one.
    request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      headers: { Authorization: authorization },
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
