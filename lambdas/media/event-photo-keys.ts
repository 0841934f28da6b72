// Object keys of race photos: uploads/event-photos/{eventId}/{takenAtMs}-{id} → media/event-photos/{eventId}/{id}.jpg
import { randomUUID } from 'node:crypto';

export const EVENT_PHOTO_PREFIX = 'event-photos/';

export function eventPhotoUploadKey(eventId: number, takenAtMs: number): string {
  return `${EVENT_PHOTO_PREFIX}${eventId}/${takenAtMs}-${randomUUID().slice(0, 12)}`;
}

export function parseEventPhotoUploadKey(key: string): { eventId: number; takenAtMs: number; photoId: string } | null {
  const match = /^event-photos\/(\d+)\/(\d+)-([a-f0-9-]+)$/.exec(key);
  if (!match) return null;
  return { eventId: Number(match[1]), takenAtMs: Number(match[2]), photoId: `${match[2]}-${match[3]}` };
}

export function eventPhotoMediaKeys(eventId: number, photoId: string): { photo: string; thumb: string } {
  const base = `${EVENT_PHOTO_PREFIX}${eventId}/${photoId}`;
  return { photo: `${base}.jpg`, thumb: `${base}-thumb.jpg` };
}
