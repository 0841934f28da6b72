// The athletes a visitor follows in a live race (docs/results.md "Projected finish and next checkpoint"):
// a short list per event kept in this browser, so the live page shows them again after a reload.
// Every screen reading it is told when it changes.
import { useSyncExternalStore } from 'react';

/** Bounded by the WebSocket API: one connection follows them all, at most 20 topics (docs/realtime.md). */
export const MAX_FOLLOWED = 10;

const storageKey = (eventId: number) => `carreras:seguidos:${eventId}`;
const listeners = new Set<() => void>();
/** The last list read per event, so a screen gets the same array until it changes. */
const lists = new Map<number, readonly string[]>();
const none: readonly string[] = [];

function read(eventId: number): readonly string[] {
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey(eventId)) ?? 'null');
  } catch {
    // Storage refused (a private window) or an unreadable value: nobody is followed.
  }
  return Array.isArray(stored) ? stored.filter((bib): bib is string => typeof bib === 'string').slice(0, MAX_FOLLOWED) : none;
}

export function followedBibs(eventId: number): readonly string[] {
  let list = lists.get(eventId);
  if (!list) lists.set(eventId, (list = read(eventId)));
  return list;
}

function save(eventId: number, list: readonly string[]): void {
  lists.set(eventId, list);
  try {
    localStorage.setItem(storageKey(eventId), JSON.stringify(list));
  } catch {
    // Without storage the list lasts until the page is left.
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
  return () => listeners.delete(listener);
}

export function useFollowedBibs(eventId: number): readonly string[] {
  return useSyncExternalStore(onChange, () => followedBibs(eventId));
}
