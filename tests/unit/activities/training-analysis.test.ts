// The training figures of the power-meter ride fixture, against a separate, straightforward
// computation from the file's own records (decoded here with the SDK, every window summed afresh).
import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { parseFit } from '@lambdas/activities/parse-fit';
import { trainingFigures } from '@shared/activities/training-figures';
import { fixtureBytes } from './activity-files';

const FTP = 250;
const MAX_HEART_RATE = 190;
const POWER_BOUNDS = [138, 188, 225, 263, 300, 375];
const HEART_RATE_BOUNDS = [114, 133, 152, 171];

function records() {
  const { messages } = new Decoder(Stream.fromBuffer(fixtureBytes('ride-power.fit'))).read();
  return (messages.recordMesgs ?? []).map((record) => ({ power: record.power as number, heartRate: record.heartRate as number }));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every 30-sample window summed on its own, its mean to the 4th power, their mean, its 4th root. */
function independentNormalizedPower(watts: number[]): number {
  const fourths: number[] = [];
  for (let end = 30; end <= watts.length; end += 1) fourths.push((sum(watts.slice(end - 30, end)) / 30) ** 4);
  return (sum(fourths) / fourths.length) ** 0.25;
}

function independentBestTwenty(watts: number[]): number {
  let best = 0;
  for (let end = 1200; end <= watts.length; end += 1) best = Math.max(best, sum(watts.slice(end - 1200, end)) / 1200);
  return best;
}

/** A record a second: each one is a second in the zone its value falls in. */
function independentZones(values: number[], bounds: number[]): number[] {
  const seconds = Array.from({ length: bounds.length + 1 }, () => 0);
  for (const value of values) {
    let zone = 0;
    while (zone < bounds.length && value >= bounds[zone]!) zone += 1;
    seconds[zone]! += 1;
  }
  return seconds;
}

describe('training analysis of the power-meter ride (ride-power.fit)', () => {
  const parsed = parseFit(fixtureBytes('ride-power.fit'));
  if (!parsed.ok || !parsed.activity.analysis) throw new Error('the ride fixture must parse with its analysis');
  const figures = trainingFigures(parsed.activity.analysis, parsed.activity.activityType, { ftp: FTP, maxHeartRate: MAX_HEART_RATE, zones: {} });
  const samples = records();
  const watts = samples.map((sample) => sample.power);
  const np = independentNormalizedPower(watts);

  it('has a record a second with power and heart rate', () => {
    expect(samples).toHaveLength(4500);
    expect(parsed.activity.activityType).toBe('CYCLING');
  });

  it('normalized power, best 20 minutes and average power match the independent computation', () => {
    expect(figures.power?.normalizedPower).toBeCloseTo(np, 1);
    expect(figures.power?.bestTwentyMinutes).toBeCloseTo(independentBestTwenty(watts), 1);
    expect(figures.power?.averagePower).toBeCloseTo(sum(watts) / watts.length, 1);
    expect(np).toBeGreaterThan(sum(watts) / watts.length);
  });

  it('IF and TSS follow from the FTP', () => {
    const intensity = np / FTP;
    expect(figures.power?.intensityFactor).toBeCloseTo(intensity, 2);
    expect(figures.power?.trainingStressScore).toBeCloseTo(((4500 * np * intensity) / (FTP * 3600)) * 100, 1);
  });

  it('time in the default zones (Coggan from the FTP, 60–90 % of the maximum heart rate) matches', () => {
    expect(figures.powerZones?.map((zone) => zone.from ?? 0)).toEqual([0, ...POWER_BOUNDS]);
    expect(figures.powerZones?.map((zone) => zone.seconds)).toEqual(independentZones(watts, POWER_BOUNDS));
    expect(figures.heartRateZones?.map((zone) => zone.seconds)).toEqual(independentZones(samples.map((sample) => sample.heartRate), HEART_RATE_BOUNDS));
    expect(figures.peakHeartRate).toBe(Math.max(...samples.map((sample) => sample.heartRate)));
  });

  it('a sport\'s own zones replace the defaults, and without an FTP there is no IF nor TSS', () => {
    const own = trainingFigures(parsed.activity.analysis!, 'CYCLING', { zones: { CYCLING: { power: [200, 260] } } });
    expect(own.power?.trainingStressScore).toBeUndefined();
    expect(own.powerZones?.map((zone) => zone.seconds)).toEqual(independentZones(watts, [200, 260]));
    expect(own.heartRateZones).toBeUndefined();
  });

  it('draws at most 240 points', () => {
    expect(figures.series.length).toBeLessThanOrEqual(240);
    expect(figures.series.length).toBeGreaterThan(200);
  });
});
