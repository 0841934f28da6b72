// The athletes a visitor follows in a live race (docs/results.md "Projected finish and next checkpoint"):
// a short list per event kept in this browser, so the live page shows them again after a reload.
// Every screen reading it is told when it changes, here or in another tab.
import { useSyncExternalStore } from 'react';

/** Bounded by the WebSocket API: one connection follows them all, at most 20 topics (docs/realtime.md). */
export const MAX_FOLLOWED = 10;

const storageKey = (eventId: number) => `carreras:seguidos:${eventId}`;
const listeners = new Set<() => void>();
/** Where the lists live when the browser refuses storage (a private window): until the page is left. */
const unstored = new Map<number, string>();
/** The list last read per event with the text it came from, so a screen gets the same array until it changes. */
const parsed = new Map<number, { text: string | null; list: readonly string[] }>();

function storedText(eventId: number): string | null {
  try {
    return localStorage.getItem(storageKey(eventId));
  } catch {
    return unstored.get(eventId) ?? null;
  }
}

function listOf(text: string | null): readonly string[] {
  let value: unknown = null;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    // An unreadable value: nobody is followed.
  }
  return Array.isArray(value) ? value.filter((bib): bib is string => typeof bib === 'string').slice(0, MAX_FOLLOWED) : [];
}

export function followedBibs(eventId: number): readonly string[] {
  const text = storedText(eventId);
  const known = parsed.get(eventId);
  if (known?.text === text) return known.list;
  const list = listOf(text);
  parsed.set(eventId, { text, list });
  return list;
}

function save(eventId: number, list: readonly string[]): void {
  const text = JSON.stringify(list);
  try {
    localStorage.setItem(storageKey(eventId), text);
  } catch {
    unstored.set(eventId, text);
  }
  for (const listener of listeners) listener();
}

/** Follows the athlete, or stops following them; false when the list is full. */
export function toggleFollowed(eventId: number, bib: string): boolean {
  const list = followedBibs(eventId);
  if (list.includes(bib)) {
    save(eventId, list.filter((followed) => followed !== bib));
    return true;
  }
  if (list.length >= MAX_FOLLOWED) return false;
  save(eventId, [...list, bib]);
  return true;
}

function onChange(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useFollowedBibs(eventId: number): readonly string[] {
  return useSyncExternalStore(onChange, () => followedBibs(eventId));
}
