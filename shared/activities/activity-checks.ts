// Whether a parsed activity can prove a distance: the bounds every source is held to (files,
// wearable pushes), the speeds no athlete reaches, and the rounding the stored summary gets.
import type { ActivityLap, ActivityType, ParsedActivity, ParseResult } from './activity';
import { refusalReasons } from './activity-texts';

/** Bounds on what a parser reads, so a hostile file costs a bounded amount of work. */
export const ACTIVITY_LIMITS = {
  fileBytes: 20 * 1024 * 1024,
  /** A day at one point a second, and then some. */
  points: 200_000,
  laps: 500,
  minSeconds: 60,
  minMeters: 100,
  maxSeconds: 48 * 3600,
  maxMeters: 1_000_000,
} as const;

/** Average speeds (m/s) beyond any athlete over a minute or more: a file claiming more was made up. */
const MAX_SPEED: Record<ActivityType, number> = { RUNNING: 10, CYCLING: 25, SWIMMING: 3, LAP_SWIMMING: 3 };

/** The earliest start believed (the first GPS watches) and how far ahead a device clock may run. */
const EARLIEST_START = Date.UTC(2000, 0, 1) / 1000;
const CLOCK_SKEW_SECONDS = 24 * 3600;

/**
 * The type of a sport's name as FIT, GPX and TCX files and wearable APIs spell it; a missing or
 * generic one is a run, what retos mostly are; null for a sport no reto measures.
 */
export function activityTypeOf(sport: string | undefined, subSport?: string): ActivityType | null {
  const name = (sport ?? '').trim().toLowerCase().replace(/[\s-]/g, '_');
  if (name === '' || name === 'generic' || name === 'other' || name === '0') return 'RUNNING';
  if (/^(running|run|trail_running|treadmill_running|street_running|track_running|9)$/.test(name)) return 'RUNNING';
  if (/^(cycling|biking|bike|ride|road_biking|mountain_biking|indoor_cycling|virtual_ride|e_biking|1|2)$/.test(name)) return 'CYCLING';
  if (/^(lap_swimming|pool_swimming)$/.test(name)) return 'LAP_SWIMMING';
  if (/^(swimming|swim|open_water_swimming)$/.test(name)) return subSport === 'lapSwimming' ? 'LAP_SWIMMING' : 'SWIMMING';
  return null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const optional = (value: number | undefined, digits: number) => (value !== undefined && Number.isFinite(value) && value > 0 ? round(value, digits) : undefined);

function roundedLap(lap: ActivityLap): ActivityLap {
  const heartRate = optional(lap.averageHeartRateInBeatsPerMinute, 0);
  const speed = optional(lap.averageSpeedInMetersPerSecond, 3);
  return {
    startTimeInSeconds: Math.round(lap.startTimeInSeconds),
    durationInSeconds: Math.round(lap.durationInSeconds),
    distanceInMeters: round(Math.max(0, lap.distanceInMeters), 1),
    ...(heartRate ? { averageHeartRateInBeatsPerMinute: heartRate } : {}),
    ...(speed ? { averageSpeedInMetersPerSecond: speed } : {}),
  };
}

/** Whole seconds, tenths of a metre, whole beats and kilocalories; the speed is the distance over the duration when the source gives none. */
function rounded(activity: ParsedActivity): ParsedActivity {
  const durationInSeconds = Math.round(activity.durationInSeconds);
  const distanceInMeters = round(activity.distanceInMeters, 1);
  const calories = optional(activity.activeKilocalories, 0);
  const heartRate = optional(activity.averageHeartRateInBeatsPerMinute, 0);
  const speed = optional(activity.averageSpeedInMetersPerSecond ?? distanceInMeters / durationInSeconds, 3);
  return {
    activityType: activity.activityType,
    startTimeInSeconds: Math.round(activity.startTimeInSeconds),
    durationInSeconds,
    distanceInMeters,
    ...(calories ? { activeKilocalories: calories } : {}),
    ...(heartRate ? { averageHeartRateInBeatsPerMinute: heartRate } : {}),
    ...(speed ? { averageSpeedInMetersPerSecond: speed } : {}),
    laps: activity.laps.map(roundedLap),
    ...(activity.analysis ? { analysis: activity.analysis } : {}),
  };
}

function refusalOf(activity: ParsedActivity, nowSeconds: number): string | null {
  const { startTimeInSeconds: start, durationInSeconds: duration, distanceInMeters: distance } = activity;
  if (![start, duration, distance].every(Number.isFinite)) return refusalReasons.unreadable;
  if (start < EARLIEST_START || start > nowSeconds + CLOCK_SKEW_SECONDS) return refusalReasons.badStart;
  if (activity.laps.length > ACTIVITY_LIMITS.laps) return refusalReasons.tooManyLaps;
  if (duration < ACTIVITY_LIMITS.minSeconds || distance < ACTIVITY_LIMITS.minMeters) return refusalReasons.tooShort;
  if (duration > ACTIVITY_LIMITS.maxSeconds) return refusalReasons.tooLong;
  if (distance > ACTIVITY_LIMITS.maxMeters) return refusalReasons.tooFar;
  if (distance / duration > MAX_SPEED[activity.activityType]) return refusalReasons.tooFast;
  return null;
}

/** The activity rounded as it is stored, or the reason it proves nothing. */
export function checkActivity(activity: ParsedActivity, nowSeconds: number = Date.now() / 1000): ParseResult {
  const reason = refusalOf(activity, nowSeconds);
  return reason ? { ok: false, reason } : { ok: true, activity: rounded(activity) };
}
