// Push notices of followed athletes (docs/realtime.md, "Push notices"): the subscription routes'
// bodies, which push services an endpoint may name, and the notice a changed row gives.
import { z } from 'zod';
import { newestPasses, passesOf, passPointName } from '@shared/results/checkpoints';
import type { ControlPoint } from '@shared/results/event-schemas';
import type { ResultRow } from '@shared/results/result-row';
import { pushTexts } from './push-texts';

/** As many athletes as the live page follows (web/src/features/results/followed-athletes.ts). */
export const MAX_NOTICE_ATHLETES = 10;
/** Push services' endpoints are 150–400 characters long. */
export const ENDPOINT_MAX_LENGTH = 1024;

/** The bibs an athlete topic can name (shared/realtime/live-messages.ts). */
const bibSchema = z.string().regex(/^[A-Za-z0-9-]{1,12}$/);
/** A P-256 public key (65 bytes) and a 16-byte secret in base64url, with or without padding. */
const p256dhSchema = z.string().regex(/^[A-Za-z0-9_-]{87}=?$/);
const authSchema = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/);
const endpointSchema = z
  .string()
  .max(ENDPOINT_MAX_LENGTH)
  .url()
  .refine((url) => /^https?:\/\//.test(url));

export const pushSubscribeSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: p256dhSchema, auth: authSchema }),
  bib: bibSchema,
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: endpointSchema,
  auth: authSchema,
  bib: bibSchema,
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeSchema>;

/**
 * The push services browsers use (Chrome and Edge's FCM, Firefox's autopush, Safari's, Windows'): the
 * fan-out sends only to these, over https, so no one can make it post to any other address. `extraOrigin`
 * is one more origin accepted (the local cloud's stand-in).
 */
const PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

export function pushEndpointAllowed(endpoint: string, extraOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigin !== undefined && url.origin === extraOrigin) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  return PUSH_HOSTS.includes(url.hostname) || PUSH_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix));
}

/** What the service worker shows (web/public/sw-avisos.js). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens: the athlete's result with their detail. */
  url: string;
  /** One notice per athlete on screen: a newer one replaces it. */
  tag: string;
}

export interface Notice {
  /** The pass it tells of: its checkpoint code, 0 for the finish. A subscription gets one notice per key. */
  key: string;
  /** Every pass of the row: a subscription is told of none of them again. */
  keys: string[];
  payload: PushPayload;
}

export const athleteResultPath = (eventId: number, bib: string) => `/resultados/evento_${eventId}/${encodeURIComponent(bib)}`;

/** The notice of a row's newest pass (its finish first when it has one), or null without passes. */
export function noticeOf(eventId: number, row: ResultRow, points: ControlPoint[]): Notice | null {
  const passes = passesOf([row]);
  const finish = passes.find((pass) => pass.kpc === 0);
  const newest = finish ?? newestPasses(passes, 1)[0];
  if (!newest) return null;
  const title = finish
    ? pushTexts.finished(row.nombre, row.num, newest.tkpc)
    : pushTexts.passed(row.nombre, row.num, passPointName(points, newest, pushTexts.finishPoint), newest.tkpc);
  return {
    key: String(newest.kpc),
    keys: passes.map((pass) => String(pass.kpc)),
    payload: { title, body: pushTexts.openHint, url: athleteResultPath(eventId, row.num), tag: `atleta-${eventId}-${row.num}` },
  };
}

/** The keys of the passes a row already has: a new subscription is told only of later ones. */
export const passKeysOf = (row: ResultRow) => passesOf([row]).map((pass) => String(pass.kpc));

/** Subscriptions are forgotten three days after the event's date, or after now for an event already past. */
const LIFETIME_AFTER_EVENT_SECONDS = 3 * 24 * 60 * 60;

/** When a subscription made `now` to an event of that date is forgotten, in epoch seconds. */
export function pushLifetimeEnd(fechaEvento: string, now: Date): number {
  const eventDay = Date.parse(`${fechaEvento}T00:00:00Z`);
  const from = Number.isNaN(eventDay) ? now.getTime() : Math.max(eventDay, now.getTime());
  return Math.floor(from / 1000) + LIFETIME_AFTER_EVENT_SECONDS;
}
