// Object keys of profile photos: uploads/profile/{userId}/{uploadId} → media/profile/{userId}/{uploadId}.jpg
import { randomUUID } from 'node:crypto';

export const PROFILE_PREFIX = 'profile/';

/** Sorts by creation time as a string, so "newer upload" is a plain comparison. */
export function newUploadId(now: Date): string {
  return `${now.getTime().toString(36).padStart(10, '0')}-${randomUUID().slice(0, 8)}`;
}

export function profileUploadKey(userId: string, uploadId: string): string {
  return `${PROFILE_PREFIX}${userId}/${uploadId}`;
}

export function parseProfileUploadKey(key: string): { userId: string; uploadId: string } | null {
  const match = /^profile\/([^/]+)\/([^/]+)$/.exec(key);
  return match ? { userId: match[1]!, uploadId: match[2]! } : null;
}

export function profileMediaKey(userId: string, uploadId: string): string {
  return `${PROFILE_PREFIX}${userId}/${uploadId}.jpg`;
}

/** Media is served by the same origin under /media (CloudFront behaviour, or the local cloud). */
export function mediaUrl(mediaKey: string): string {
  return `/media/${mediaKey}`;
}
