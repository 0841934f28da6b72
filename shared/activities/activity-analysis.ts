// What an activity's samples leave for its training analysis (docs/activities.md 'Training
// analysis'), computed once when a watch file is read, since the samples are not kept: the power
// figures that do not depend on the athlete's FTP, the time spent at each watt and each heart rate
// (so the time in zones follows any zones at read time), and a series short enough to draw.
import { bestAverage, normalizedPower } from './power-analysis';

/** One record of the file: seconds since the activity's start, and what the sensors gave. */
export interface ActivitySample {
  seconds: number;
  power?: number;
  heartRate?: number;
}

/** Seconds spent at one value (whole watts or beats per minute). */
export type Histogram = [value: number, seconds: number][];

export interface ChartPoint {
  /** Minutes since the start. */
  minute: number;
  power?: number;
  heartRate?: number;
}

export interface ActivityAnalysis {
  power?: {
    /** Samples with a power reading: the seconds the training stress score counts. */
    samples: number;
    averagePower: number;
    normalizedPower?: number;
    bestTwentyMinutes?: number;
    histogram: Histogram;
  };
  heartRate?: { maximum: number; histogram: Histogram };
  series: ChartPoint[];
}

export const ANALYSIS_LIMITS = {
  /** A gap longer than this between two records (a pause) counts as this long in the zones. */
  sampleSeconds: 10,
  /** Readings above these count at these in the histograms (a sensor's glitch), so an item stays small. */
  watts: 2500,
  beats: 250,
  /** Points drawn in the charts. */
  chartPoints: 240,
} as const;

/** The seconds each sample stands for: the time to the next one, at most a pause's worth; the last one a second. */
function sampleWeights(samples: readonly ActivitySample[]): number[] {
  return samples.map((sample, index) => {
    const next = samples[index + 1];
    return next ? Math.min(Math.max(next.seconds - sample.seconds, 0), ANALYSIS_LIMITS.sampleSeconds) : 1;
  });
}

function histogramOf(values: (number | undefined)[], weights: number[], ceiling: number): Histogram {
  const seconds = new Map<number, number>();
  values.forEach((value, index) => {
    if (value === undefined) return;
    const key = Math.min(Math.round(value), ceiling);
    seconds.set(key, (seconds.get(key) ?? 0) + weights[index]!);
  });
  return [...seconds.entries()].sort(([a], [b]) => a - b);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round1 = (value: number) => Math.round(value * 10) / 10;

function seriesOf(samples: readonly ActivitySample[]): ChartPoint[] {
  const last = samples.at(-1)?.seconds ?? 0;
  const width = Math.max(1, Math.ceil((last + 1) / ANALYSIS_LIMITS.chartPoints));
  const buckets = new Map<number, { power: number[]; heartRate: number[] }>();
  for (const sample of samples) {
    const key = Math.floor(sample.seconds / width);
    const bucket = buckets.get(key) ?? { power: [], heartRate: [] };
    if (sample.power !== undefined) bucket.power.push(sample.power);
    if (sample.heartRate !== undefined) bucket.heartRate.push(sample.heartRate);
    buckets.set(key, bucket);
  }
  return [...buckets.entries()]
    .filter(([, bucket]) => bucket.power.length > 0 || bucket.heartRate.length > 0)
    .map(([key, bucket]) => ({
      minute: round1((key * width) / 60),
      ...(bucket.power.length > 0 ? { power: Math.round(mean(bucket.power)) } : {}),
      ...(bucket.heartRate.length > 0 ? { heartRate: Math.round(mean(bucket.heartRate)) } : {}),
    }));
}

const reading = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined);

/** The analysis of a file's records in time order; undefined when no record has power or heart rate. */
export function analyseSamples(records: readonly ActivitySample[]): ActivityAnalysis | undefined {
  const samples = records.map((record) => ({ seconds: record.seconds, power: reading(record.power), heartRate: reading(record.heartRate) }));
  const weights = sampleWeights(samples);
  const watts = samples.flatMap((sample) => (sample.power === undefined ? [] : [sample.power]));
  const beats = samples.flatMap((sample) => (sample.heartRate === undefined ? [] : [sample.heartRate]));
  if (watts.length === 0 && beats.length === 0) return undefined;
  const np = normalizedPower(watts);
  const best = bestAverage(watts);
  return {
    ...(watts.length > 0
      ? {
          power: {
            samples: watts.length,
            averagePower: round1(mean(watts)),
            ...(np === undefined ? {} : { normalizedPower: round1(np) }),
            ...(best === undefined ? {} : { bestTwentyMinutes: round1(best) }),
            histogram: histogramOf(samples.map((sample) => sample.power), weights, ANALYSIS_LIMITS.watts),
          },
        }
      : {}),
    ...(beats.length > 0
      ? { heartRate: { maximum: Math.min(Math.round(beats.reduce((top, value) => Math.max(top, value), 0)), ANALYSIS_LIMITS.beats), histogram: histogramOf(samples.map((sample) => sample.heartRate), weights, ANALYSIS_LIMITS.beats) } }
      : {}),
    series: seriesOf(samples),
  };
}
