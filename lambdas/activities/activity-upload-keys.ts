// Object keys of activity files: uploads/activities/{userId}/{uploadId}.{fit|gpx|tcx}.
import { randomUUID } from 'node:crypto';
import type { ActivityFileType } from '@shared/activities/activity';

export const ACTIVITY_UPLOAD_PREFIX = 'activities/';

export const newUploadId = (): string => randomUUID();

export function activityUploadKey(userId: string, uploadId: string, fileType: ActivityFileType): string {
  return `${ACTIVITY_UPLOAD_PREFIX}${userId}/${uploadId}.${fileType}`;
}

export function parseActivityUploadKey(key: string): { userId: string; uploadId: string; fileType: ActivityFileType } | null {
  const match = /^activities\/([\w-]{1,128})\/([a-f0-9-]{36})\.(fit|gpx|tcx)$/.exec(key);
  return match ? { userId: match[1]!, uploadId: match[2]!, fileType: match[3] as ActivityFileType } : null;
}
