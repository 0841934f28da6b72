import { describe, expect, it } from 'vitest';
import { bestAverage, intensityFactor, normalizedPower, trainingStressScore } from '@shared/activities/power-analysis';

const steady = (watts: number, seconds: number) => Array.from({ length: seconds }, () => watts);

describe('normalizedPower', () => {
  it('is the watts themselves for a steady effort', () => {
    expect(normalizedPower(steady(250, 600))).toBeCloseTo(250, 9);
  });

  it('needs 30 samples', () => {
    expect(normalizedPower(steady(200, 29))).toBeUndefined();
    expect(normalizedPower(steady(200, 30))).toBe(200);
  });

  it('weighs hard surges above their average (hand-computed)', () => {
    // 30 s at 400 W then 30 s at 0 W: the 31 rolling means fall from 400 to 0 in steps of 400/30.
    const watts = [...steady(400, 30), ...steady(0, 30)];
    const means = Array.from({ length: 31 }, (_, step) => (400 * (30 - step)) / 30);
    const expected = (means.reduce((sum, mean) => sum + mean ** 4, 0) / 31) ** 0.25;
    expect(normalizedPower(watts)).toBeCloseTo(expected, 9);
    expect(expected).toBeGreaterThan(200);
  });
});

describe('bestAverage', () => {
  it('finds the hardest 1,200 samples', () => {
    const watts = [...steady(150, 600), ...steady(300, 1200), ...steady(100, 600)];
    expect(bestAverage(watts)).toBe(300);
  });

  it('is undefined for a ride shorter than 20 minutes', () => {
    expect(bestAverage(steady(300, 1199))).toBeUndefined();
  });

  it('takes a window across two efforts when that is the hardest', () => {
    expect(bestAverage([1, 5, 5, 1, 9], 2)).toBe(5);
    expect(bestAverage([1, 5, 5, 1, 9], 3)).toBeCloseTo(5, 9);
  });
});

describe('intensity factor and training stress score', () => {
  it('scores an hour at FTP as 100', () => {
    expect(intensityFactor(250, 250)).toBe(1);
    expect(trainingStressScore(3600, 250, 250)).toBeCloseTo(100, 9);
  });

  it('follows (seconds × NP × IF) / (FTP × 3600) × 100', () => {
    // 90 min at NP 210 with FTP 280: IF 0.75, TSS 1.5 × 0.75² × 100 = 84.375.
    expect(intensityFactor(210, 280)).toBe(0.75);
    expect(trainingStressScore(5400, 210, 280)).toBeCloseTo(84.375, 9);
  });
});
