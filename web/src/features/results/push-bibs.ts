// The athletes whose push notices this browser turned on, per event (docs/realtime.md, "Push
// notices"), kept with the subscription they were asked with so the bell can turn them off; every
// bell reading it is told when it changes.
import { useSyncExternalStore } from 'react';

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface EventNotices {
  subscription: StoredSubscription;
  bibs: string[];
}

const keyOf = (eventId: number) => `carreras:avisos:${eventId}`;
const listeners = new Set<() => void>();
const cache = new Map<number, { text: string | null; notices: EventNotices | null }>();

function readText(eventId: number): string | null {
  try {
    return localStorage.getItem(keyOf(eventId));
  } catch {
    return null;
  }
}

function parsed(text: string | null): EventNotices | null {
  try {
    const value = JSON.parse(text ?? 'null') as EventNotices | null;
    return value && typeof value.subscription?.endpoint === 'string' && Array.isArray(value.bibs) ? value : null;
  } catch {
    return null;
  }
}

export function eventNotices(eventId: number): EventNotices | null {
  const text = readText(eventId);
  const known = cache.get(eventId);
  if (known && known.text === text) return known.notices;
  const notices = parsed(text);
  cache.set(eventId, { text, notices });
  return notices;
}

export function saveEventNotices(eventId: number, notices: EventNotices): void {
  try {
    localStorage.setItem(keyOf(eventId), JSON.stringify(notices));
  } catch {
    // A browser that keeps nothing shows the bell off after a reload; the notices still arrive.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether this browser asked for the athlete's notices. */
export function useNoticesOn(eventId: number, bib: string): boolean {
  return useSyncExternalStore(subscribe, () => eventNotices(eventId)?.bibs.includes(bib) ?? false);
}
