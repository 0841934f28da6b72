import { describe, expect, it } from 'vitest';
import { isActivityApplicable, type ParsedActivity } from '@shared/activities/activity';
import { activityTypeOf, checkActivity } from '@shared/activities/activity-checks';
import { refusalReasons } from '@shared/activities/activity-texts';

const NOW = Date.parse('2026-03-09T00:00:00Z') / 1000;
const run = (overrides: Partial<ParsedActivity> = {}): ParsedActivity => ({
  activityType: 'RUNNING',
  startTimeInSeconds: NOW - 3600,
  durationInSeconds: 1800,
  distanceInMeters: 5000,
  laps: [],
  ...overrides,
});

describe('checkActivity', () => {
  it.each([
    ['59 seconds', { durationInSeconds: 59 }, refusalReasons.tooShort],
    ['99 m', { distanceInMeters: 99 }, refusalReasons.tooShort],
    ['more than 48 hours', { durationInSeconds: 48 * 3600 + 1, distanceInMeters: 200_000 }, refusalReasons.tooLong],
    ['more than 1,000 km', { activityType: 'CYCLING', durationInSeconds: 47 * 3600, distanceInMeters: 1_000_001 }, refusalReasons.tooFar],
    ['a run at 11 m/s', { distanceInMeters: 19_800 }, refusalReasons.tooFast],
    ['a swim at 3.5 m/s', { activityType: 'SWIMMING', distanceInMeters: 6300 }, refusalReasons.tooFast],
    ['a start before 2000', { startTimeInSeconds: 900_000_000 }, refusalReasons.badStart],
    ['a start two days ahead', { startTimeInSeconds: NOW + 2 * 24 * 3600 }, refusalReasons.badStart],
    ['a distance that is not a number', { distanceInMeters: Number.NaN }, refusalReasons.unreadable],
  ] as const)('refuses %s', (_, overrides, reason) => {
    expect(checkActivity(run(overrides as Partial<ParsedActivity>), NOW)).toEqual({ ok: false, reason });
  });

  it('keeps a cycling ride at 11 m/s and a 5 km run in 30 minutes', () => {
    expect(checkActivity(run({ activityType: 'CYCLING', distanceInMeters: 19_800 }), NOW).ok).toBe(true);
    expect(checkActivity(run(), NOW).ok).toBe(true);
  });

  it('rounds what it stores and derives a missing speed from distance over time', () => {
    const result = checkActivity(run({ durationInSeconds: 1800.4, distanceInMeters: 5000.26, activeKilocalories: 401.6, averageHeartRateInBeatsPerMinute: 151.5, laps: [{ startTimeInSeconds: NOW - 3600.2, durationInSeconds: 300.6, distanceInMeters: 1000.04 }] }), NOW);
    expect(result).toEqual({
      ok: true,
      activity: {
        activityType: 'RUNNING',
        startTimeInSeconds: NOW - 3600,
        durationInSeconds: 1800,
        distanceInMeters: 5000.3,
        activeKilocalories: 402,
        averageHeartRateInBeatsPerMinute: 152,
        averageSpeedInMetersPerSecond: 2.778,
        laps: [{ startTimeInSeconds: NOW - 3600, durationInSeconds: 301, distanceInMeters: 1000 }],
      },
    });
  });
});

describe('activityTypeOf', () => {
  it.each([
    ['Running', 'RUNNING'],
    ['trail_running', 'RUNNING'],
    [undefined, 'RUNNING'],
    ['Other', 'RUNNING'],
    ['Biking', 'CYCLING'],
    ['cycling', 'CYCLING'],
    ['open_water_swimming', 'SWIMMING'],
    ['LAP_SWIMMING', 'LAP_SWIMMING'],
    ['hiking', null],
  ])('%s → %s', (sport, type) => {
    expect(activityTypeOf(sport)).toBe(type);
  });
});

describe('isActivityApplicable (docs/retos.md §5)', () => {
  it.each([
    [4500, 5, true],
    [4499, 5, false],
    [9600, 10, true],
    [9400, 10, false],
    [5000, 5.1, true],
    [5000, 5.11, false],
    [21_097, 21.1, true],
  ])('%d m for a reto of %d km → %s', (meters, km, applicable) => {
    expect(isActivityApplicable(meters, km)).toBe(applicable);
  });
});
