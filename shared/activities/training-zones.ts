// Training zones (docs/activities.md 'Training analysis'): the bounds between zones an athlete
// wrote for a sport, or the defaults from the FTP (Coggan's seven power zones) and the maximum heart
// rate (five zones at 60, 70, 80 and 90 %); and the time spent in each, from the seconds at each value.
import type { Histogram } from './activity-analysis';
import type { SportZones, TrainingSettings, TrainingSport } from './training-settings';

/** Coggan's power zones: below 55 % of FTP, 55–75, 75–90, 90–105, 105–120, 120–150, above 150. */
export const POWER_ZONE_FRACTIONS = [0.55, 0.75, 0.9, 1.05, 1.2, 1.5] as const;
/** Heart-rate zones: below 60 % of the maximum, 60–70, 70–80, 80–90, from 90. */
export const HEART_RATE_ZONE_FRACTIONS = [0.6, 0.7, 0.8, 0.9] as const;

const boundsOf = (reference: number, fractions: readonly number[]) => fractions.map((fraction) => Math.round(reference * fraction));

export const defaultPowerBounds = (ftp: number) => boundsOf(ftp, POWER_ZONE_FRACTIONS);
export const defaultHeartRateBounds = (maxHeartRate: number) => boundsOf(maxHeartRate, HEART_RATE_ZONE_FRACTIONS);

/** The bounds in force for a sport: its own, else the defaults, else none (no FTP or maximum written). */
export function zonesFor(settings: TrainingSettings | undefined, sport: TrainingSport): Partial<SportZones> {
  const own = settings?.zones[sport];
  const power = own?.power ?? (settings?.ftp ? defaultPowerBounds(settings.ftp) : undefined);
  const heartRate = own?.heartRate ?? (settings?.maxHeartRate ? defaultHeartRateBounds(settings.maxHeartRate) : undefined);
  return { ...(power ? { power } : {}), ...(heartRate ? { heartRate } : {}) };
}

export interface ZoneTime {
  /** 1 for the lowest. */
  zone: number;
  /** Its lowest value (absent for zone 1) and the next zone's lowest (absent for the last). */
  from?: number;
  to?: number;
  seconds: number;
}

/** The zone of a value: 1 plus the bounds at or below it. */
export const zoneOf = (value: number, bounds: readonly number[]) => 1 + bounds.filter((bound) => value >= bound).length;

/** Seconds in each zone, every zone listed (an empty one with 0). */
export function timeInZones(histogram: Histogram, bounds: readonly number[]): ZoneTime[] {
  const zones: ZoneTime[] = Array.from({ length: bounds.length + 1 }, (_, index) => ({
    zone: index + 1,
    ...(index > 0 ? { from: bounds[index - 1] } : {}),
    ...(index < bounds.length ? { to: bounds[index] } : {}),
    seconds: 0,
  }));
  for (const [value, seconds] of histogram) zones[zoneOf(value, bounds) - 1]!.seconds += seconds;
  return zones;
}
