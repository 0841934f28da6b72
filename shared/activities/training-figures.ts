// An activity's training figures as the API answers them (docs/activities.md 'Training analysis'):
// what its samples left (computed when the file was read) joined at read time with the athlete's
// current FTP and zones, so a new FTP or new zones change every activity at once.
import type { ActivityAnalysis, ChartPoint } from './activity-analysis';
import type { ActivityType } from './activity';
import { intensityFactor, trainingStressScore } from './power-analysis';
import { trainingSportOf, type TrainingSettings } from './training-settings';
import { timeInZones, zonesFor, type ZoneTime } from './training-zones';

export interface TrainingFigures {
  power?: {
    averagePower: number;
    normalizedPower?: number;
    bestTwentyMinutes?: number;
    /** With an FTP in the profile. */
    ftp?: number;
    intensityFactor?: number;
    trainingStressScore?: number;
  };
  peakHeartRate?: number;
  powerZones?: ZoneTime[];
  heartRateZones?: ZoneTime[];
  series: ChartPoint[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function trainingFigures(analysis: ActivityAnalysis, type: ActivityType, settings: TrainingSettings | undefined): TrainingFigures {
  const zones = zonesFor(settings, trainingSportOf(type));
  const { power, heartRate } = analysis;
  const ftp = settings?.ftp;
  const np = power?.normalizedPower;
  return {
    ...(power
      ? {
          power: {
            averagePower: power.averagePower,
            ...(np === undefined ? {} : { normalizedPower: np }),
            ...(power.bestTwentyMinutes === undefined ? {} : { bestTwentyMinutes: power.bestTwentyMinutes }),
            ...(ftp && np !== undefined
              ? { ftp, intensityFactor: round(intensityFactor(np, ftp), 2), trainingStressScore: round(trainingStressScore(power.samples, np, ftp), 1) }
              : {}),
          },
        }
      : {}),
    ...(power && zones.power ? { powerZones: timeInZones(power.histogram, zones.power) } : {}),
    ...(heartRate ? { peakHeartRate: heartRate.maximum } : {}),
    ...(heartRate && zones.heartRate ? { heartRateZones: timeInZones(heartRate.histogram, zones.heartRate) } : {}),
    series: analysis.series,
  };
}
