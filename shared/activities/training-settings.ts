// The athlete's training data (docs/activities.md 'Training analysis'; the specification's athlete
// account: FTP, and heart-rate and power zones by activity type): what GET and PUT
// /api/me/training carry, bounded, and how often one athlete may change it.
import { z } from 'zod';
import type { RateLimit } from '@shared/core/rate-limits';
import type { ActivityType } from './activity';
import { trainingMessages } from './training-texts';

export const TRAINING_LIMITS = {
  ftp: { min: 30, max: 2000 },
  heartRate: { min: 30, max: 250 },
  /** A zone bound in watts: up to what a sprint reaches. */
  watts: { min: 1, max: 2500 },
  /** Bounds between zones: 2 to 10 zones. */
  bounds: { min: 1, max: 9 },
} as const;

/** Zones are kept per sport: a pool swim and an open-water swim share theirs. */
export const TRAINING_SPORTS = ['RUNNING', 'CYCLING', 'SWIMMING'] as const;
export type TrainingSport = (typeof TRAINING_SPORTS)[number];
export const trainingSportOf = (type: ActivityType): TrainingSport => (type === 'LAP_SWIMMING' ? 'SWIMMING' : type);

const ascending = (bounds: readonly number[]) => bounds.every((bound, index) => index === 0 || bound > bounds[index - 1]!);

/** The bounds between zones, ascending: zone 1 is below the first, the last zone from the last one up. */
function boundsSchema(range: { min: number; max: number }, message: string) {
  return z
    .array(z.int(message).min(range.min, message).max(range.max, message))
    .min(TRAINING_LIMITS.bounds.min, trainingMessages.zoneCount)
    .max(TRAINING_LIMITS.bounds.max, trainingMessages.zoneCount)
    .refine(ascending, trainingMessages.zonesOrder);
}

export const heartRateBoundsSchema = boundsSchema(TRAINING_LIMITS.heartRate, trainingMessages.heartRateRange);
export const powerBoundsSchema = boundsSchema(TRAINING_LIMITS.watts, trainingMessages.wattsRange);
export const ftpSchema = z.int(trainingMessages.ftpRange).min(TRAINING_LIMITS.ftp.min, trainingMessages.ftpRange).max(TRAINING_LIMITS.ftp.max, trainingMessages.ftpRange);
export const maxHeartRateSchema = z
  .int(trainingMessages.heartRateRange)
  .min(TRAINING_LIMITS.heartRate.min, trainingMessages.heartRateRange)
  .max(TRAINING_LIMITS.heartRate.max, trainingMessages.heartRateRange);

export const sportZonesSchema = z.strictObject({ heartRate: heartRateBoundsSchema.optional(), power: powerBoundsSchema.optional() });
export type SportZones = z.infer<typeof sportZonesSchema>;

/** PUT /api/me/training: the whole training data, replacing what was kept. */
export const trainingSettingsSchema = z.strictObject({
  ftp: ftpSchema.optional(),
  maxHeartRate: maxHeartRateSchema.optional(),
  zones: z.strictObject({ RUNNING: sportZonesSchema.optional(), CYCLING: sportZonesSchema.optional(), SWIMMING: sportZonesSchema.optional() }).default({}),
});
export type TrainingSettings = z.infer<typeof trainingSettingsSchema>;
export type TrainingSettingsInput = z.input<typeof trainingSettingsSchema>;

/** Saving the training data is one small write; an athlete tuning zones stays far below this. */
export const trainingChangesPerUser: readonly RateLimit[] = [{ limit: 60, windowSeconds: 60 * 60 }];
