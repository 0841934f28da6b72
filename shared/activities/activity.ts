// A recorded activity (docs/retos.md §3 Wearable activity, participant garminActivitySummary): the
// summary and laps every source is normalised to, and how the API answers about it.
import { z } from 'zod';
import type { ActivityAnalysis } from './activity-analysis';
import { activityMessages } from './activity-texts';
import type { TrainingFigures } from './training-figures';

export const ACTIVITY_TYPES = ['RUNNING', 'CYCLING', 'SWIMMING', 'LAP_SWIMMING'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Where an activity came from: a file the athlete uploaded, or the connected wearable account. */
export type ActivitySource = 'file' | 'garmin';
export const ACTIVITY_FILE_TYPES = ['fit', 'gpx', 'tcx'] as const;
export type ActivityFileType = (typeof ACTIVITY_FILE_TYPES)[number];

/** The spec's garminActivitySummary: what a participant keeps of the activity that proves its reto. */
export interface ActivitySummary {
  activityType: ActivityType;
  /** Epoch seconds. */
  startTimeInSeconds: number;
  durationInSeconds: number;
  distanceInMeters: number;
  activeKilocalories?: number;
  averageHeartRateInBeatsPerMinute?: number;
  averageSpeedInMetersPerSecond?: number;
}

export interface ActivityLap {
  startTimeInSeconds: number;
  durationInSeconds: number;
  distanceInMeters: number;
  averageHeartRateInBeatsPerMinute?: number;
  averageSpeedInMetersPerSecond?: number;
}

/** What a parser or a wearable push makes of one activity, before it is checked and stored. */
export interface ParsedActivity extends ActivitySummary {
  laps: ActivityLap[];
  /** What a watch file's records leave for the training analysis (a push brings none). */
  analysis?: ActivityAnalysis;
}

/** A parser's answer: the activity, or why the file proves nothing (Spanish, shown to the athlete). */
export type ParseResult = { ok: true; activity: ParsedActivity } | { ok: false; reason: string };

interface ActivityViewBase {
  activityId: string;
  source: ActivitySource;
  fileType?: ActivityFileType;
  /** When the platform received it, ISO-8601 UTC. */
  receivedAt: string;
}

export type ActivityView =
  | (ActivityViewBase & {
      status: 'parsed';
      summary: ActivitySummary;
      lapCount: number;
      /** The reto this activity proves, once a participation claimed it. */
      claimedBy?: string;
      /** That reto's name (its id for an activity claimed before names were kept). */
      claimedByName?: string;
    })
  | (ActivityViewBase & { status: 'refused'; reason: string });

export type ParsedActivityView = Extract<ActivityView, { status: 'parsed' }>;

/** GET /api/me/activities/{activityId}: a parsed activity with its laps, and its training figures when its file had samples. */
export type ActivityDetail = ActivityView & { laps: ActivityLap[]; training?: TrainingFigures };

/** GET /api/me/activities?cursor= */
export interface ActivityPage {
  activities: ActivityView[];
  /** The next page's cursor; absent at the end. */
  cursor?: string;
}

/** GET /api/retos/{eventID}/my-activities: the athlete's activities since the reto started. */
export interface RetoActivities {
  activities: (ParsedActivityView & { applicable: boolean })[];
}

/** A parsed activity's id: its start and duration, so the same activity twice is one item, and ids sort by start. */
export function activityIdOf(activity: Pick<ActivitySummary, 'startTimeInSeconds' | 'durationInSeconds'>): string {
  return `${String(activity.startTimeInSeconds).padStart(10, '0')}-${String(activity.durationInSeconds).padStart(6, '0')}`;
}

/** A refused file's id: one per upload, the newest first among refused ones. */
export const refusedActivityId = (receivedAtSeconds: number, uploadId: string) => `rechazada-${String(Math.floor(receivedAtSeconds)).padStart(10, '0')}-${uploadId}`;

export const activityIdSchema = z.string().regex(/^(\d{10}-\d{6}|rechazada-\d{10}-[0-9a-f-]{36})$/, activityMessages.notFound);

/** GET /api/me/activities?cursor=: the last id of the page before. */
export const activityListQuerySchema = z.object({ cursor: activityIdSchema.optional() });

/**
 * The spec's applicability rule (docs/retos.md §5): the activity's whole kilometres, rounded, are at least the
 * reto's distance minus 0.1; otherwise the athlete sees 'No Aplicable'.
 */
export function isActivityApplicable(distanceInMeters: number, retoDistanceKm: number): boolean {
  return Math.round(distanceInMeters / 1000) >= retoDistanceKm - 0.1;
}
