// Turning an athlete's push notices on and off (docs/realtime.md, "Push notices"): loaded on the first
// click of a bell, so the live page's first view carries none of it. The browser's permission is asked
// only then; the subscription comes from the browser's push service, or, on the local cloud, from its
// push service stand-in, which a headless browser here can reach where a real one cannot.
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { apiRequest } from '@web/lib/api-client';
import { loadRuntimeConfig } from '@web/lib/runtime-config';
import { eventNotices, saveEventNotices, type StoredSubscription } from './push-bibs';

export type TurnOnResult = 'on' | 'blocked' | 'unsupported';

const WORKER = '/sw-avisos.js';

async function browserSubscription(config: RuntimeConfig): Promise<StoredSubscription> {
  const registration = await navigator.serviceWorker.register(WORKER, { scope: '/' });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: config.push.publicKey }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push subscription has no keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

async function standInSubscription(config: RuntimeConfig): Promise<StoredSubscription> {
  await navigator.serviceWorker.register(WORKER, { scope: '/' });
  const response = await fetch('/local/avisos/suscripciones', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: config.push.publicKey }),
  });
  if (!response.ok) throw new Error(`The local push service answered ${response.status}`);
  return (await response.json()) as StoredSubscription;
}

export async function turnNoticesOn(eventId: number, bib: string): Promise<TurnOnResult> {
  const config = await loadRuntimeConfig();
  if (!config.push.publicKey) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'unsupported';
  const known = eventNotices(eventId);
  // The browser's own subscription is asked each time: it may have renewed it since this page kept it,
  // and then the athletes already followed move to the new one.
  const subscription = config.push.service === 'local' ? (known?.subscription ?? (await standInSubscription(config))) : await browserSubscription(config);
  const renewed = known && known.subscription.endpoint !== subscription.endpoint ? known.bibs : [];
  for (const one of new Set([bib, ...renewed])) {
    await apiRequest(`/api/events/${eventId}/avisos`, { method: 'POST', signedIn: false, body: { ...subscription, bib: one } });
  }
  saveEventNotices(eventId, { subscription, bibs: [...new Set([...(known?.bibs ?? []), bib])] });
  return 'on';
}

export async function turnNoticesOff(eventId: number, bib: string): Promise<void> {
  const known = eventNotices(eventId);
  if (!known) return;
  const { endpoint, keys } = known.subscription;
  await apiRequest(`/api/events/${eventId}/avisos`, { method: 'DELETE', signedIn: false, body: { endpoint, auth: keys.auth, bib } });
  saveEventNotices(eventId, { ...known, bibs: known.bibs.filter((one) => one !== bib) });
}
