// The body Garmin's Health API pushes to the platform for activities (its 'activities' summaries,
// Push mode), as Garmin and the local stand-in send it, read into activities. Only the fields the
// platform uses are read; Garmin sends more, which are ignored.
import { z } from 'zod';
import type { ParsedActivity } from '@shared/activities/activity';
import { activityTypeOf } from '@shared/activities/activity-checks';
import type { PushedActivity } from './wearable-provider';

const metric = z.number().finite().nonnegative().optional();

const garminActivitySchema = z.object({
  userId: z.string().min(1).max(200),
  summaryId: z.string().min(1).max(200),
  activityType: z.string().max(100).optional(),
  startTimeInSeconds: z.number().int().nonnegative(),
  durationInSeconds: z.number().nonnegative(),
  distanceInMeters: metric,
  activeKilocalories: metric,
  averageHeartRateInBeatsPerMinute: metric,
  averageSpeedInMetersPerSecond: metric,
});

export const garminPushSchema = z.object({ activities: z.array(garminActivitySchema).max(200).default([]) });
export type GarminPush = z.input<typeof garminPushSchema>;

/** The push's activities of a sport a reto measures; others (a yoga class) are no proof and are left out. */
export function pushedActivitiesOf(rawBody: string): PushedActivity[] | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const push = garminPushSchema.safeParse(json);
  if (!push.success) return null;
  return push.data.activities.flatMap(({ userId, summaryId, activityType, distanceInMeters, ...summary }) => {
    const type = activityTypeOf(activityType);
    if (!type) return [];
    const activity: ParsedActivity = { ...summary, activityType: type, distanceInMeters: distanceInMeters ?? 0, laps: [] };
    return [{ providerUserId: userId, summaryId, activity }];
  });
}
