// Uploading an activity file (POST /api/me/activity-uploads): what the athlete declares, the
// presigned PUT it gets back, what its wait reads, and how often one athlete may ask.
import { z } from 'zod';
import type { PhotoUploadTicket } from '@shared/accounts/account-schemas';
import type { RateLimit } from '@shared/core/rate-limits';
import { ACTIVITY_FILE_TYPES, type ActivityFileType, type ActivityView } from './activity';
import { ACTIVITY_LIMITS } from './activity-checks';
import { activityMessages } from './activity-texts';

/** The type the PUT is signed for; the file's extension decides how it is read. */
export const ACTIVITY_CONTENT_TYPES: Record<ActivityFileType, string> = {
  fit: 'application/vnd.ant.fit',
  gpx: 'application/gpx+xml',
  tcx: 'application/vnd.garmin.tcx+xml',
};

/** The file type a name's extension names, case aside; null for any other. */
export function activityFileTypeOf(fileName: string): ActivityFileType | null {
  const extension = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return ACTIVITY_FILE_TYPES.find((type) => type === extension) ?? null;
}

export const activityUploadRequestSchema = z.object({
  fileName: z
    .string()
    .max(255, activityMessages.fileType)
    .refine((name) => activityFileTypeOf(name) !== null, activityMessages.fileType),
  size: z.number().int().min(1, activityMessages.fileTooSmall).max(ACTIVITY_LIMITS.fileBytes, activityMessages.fileTooBig),
});
export type ActivityUploadRequest = z.infer<typeof activityUploadRequestSchema>;

export interface ActivityUploadTicket extends PhotoUploadTicket {
  uploadId: string;
}

export const uploadIdSchema = z.uuid({ error: activityMessages.uploadNotFound });

/** GET /api/me/activity-uploads/{uploadId}: still being read, or what it became (parsed or refused). */
export type ActivityUploadState = { status: 'processing' } | { status: 'done'; activity: ActivityView };

/** A season of activities fits; a loop of uploads does not. */
export const activityUploadsPerUser: readonly RateLimit[] = [
  { limit: 30, windowSeconds: 60 * 60 },
  { limit: 200, windowSeconds: 24 * 60 * 60 },
];
