import { describe, expect, it } from 'vitest';
import { analyseSamples } from '@shared/activities/activity-analysis';
import { activityPace, speedLabel } from '@shared/activities/activity-format';
import { trainingSettingsSchema } from '@shared/activities/training-settings';
import { trainingMessages } from '@shared/activities/training-texts';
import { defaultHeartRateBounds, defaultPowerBounds, timeInZones, zonesFor } from '@shared/activities/training-zones';

const issues = (input: unknown) => {
  const parsed = trainingSettingsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the training data schema', () => {
  it('takes an FTP, a maximum heart rate and ordered zones per sport', () => {
    expect(issues({ ftp: 250, maxHeartRate: 190, zones: { RUNNING: { heartRate: [120, 140, 160, 175] }, CYCLING: { power: [140, 190, 225, 265, 300, 375] } } })).toEqual([]);
    expect(trainingSettingsSchema.parse({})).toEqual({ zones: {} });
  });

  it.each([
    [{ ftp: 29 }, trainingMessages.ftpRange],
    [{ ftp: 2001 }, trainingMessages.ftpRange],
    [{ ftp: 250.5 }, trainingMessages.ftpRange],
    [{ maxHeartRate: 251 }, trainingMessages.heartRateRange],
    [{ maxHeartRate: 29 }, trainingMessages.heartRateRange],
    [{ zones: { RUNNING: { heartRate: [140, 120] } } }, trainingMessages.zonesOrder],
    [{ zones: { RUNNING: { heartRate: [140, 140] } } }, trainingMessages.zonesOrder],
    [{ zones: { RUNNING: { heartRate: [20, 140] } } }, trainingMessages.heartRateRange],
    [{ zones: { CYCLING: { power: [0, 200] } } }, trainingMessages.wattsRange],
    [{ zones: { CYCLING: { power: [] } } }, trainingMessages.zoneCount],
    [{ zones: { CYCLING: { power: Array.from({ length: 10 }, (_, index) => 100 + index) } } }, trainingMessages.zoneCount],
  ])('refuses %j in Spanish', (input, message) => {
    expect(issues(input)).toContain(message);
  });

  it('refuses keys it does not know, a sport it does not keep', () => {
    expect(issues({ ftp: 250, admin: true })).not.toEqual([]);
    expect(issues({ zones: { ROWING: { power: [100] } } })).not.toEqual([]);
  });
});

describe('zones', () => {
  it('default to Coggan from the FTP and 60–90 % of the maximum heart rate', () => {
    expect(defaultPowerBounds(300)).toEqual([165, 225, 270, 315, 360, 450]);
    expect(defaultHeartRateBounds(200)).toEqual([120, 140, 160, 180]);
  });

  it('are the sport\'s own when written, and a lap swim takes the swimming ones', () => {
    const settings = { ftp: 300, maxHeartRate: 200, zones: { SWIMMING: { heartRate: [110, 130] } } };
    expect(zonesFor(settings, 'SWIMMING')).toEqual({ power: defaultPowerBounds(300), heartRate: [110, 130] });
    expect(zonesFor(settings, 'RUNNING')).toEqual({ power: defaultPowerBounds(300), heartRate: defaultHeartRateBounds(200) });
    expect(zonesFor(undefined, 'RUNNING')).toEqual({});
  });

  it('count a value at a bound in the zone above it', () => {
    expect(timeInZones([[99, 5], [100, 7], [150, 2], [200, 3]], [100, 200]).map((zone) => zone.seconds)).toEqual([5, 9, 3]);
    expect(timeInZones([], [100])).toEqual([{ zone: 1, to: 100, seconds: 0 }, { zone: 2, from: 100, seconds: 0 }]);
  });
});

describe('analyseSamples', () => {
  it('weighs each record by the seconds to the next, a pause at most 10 s', () => {
    const analysis = analyseSamples([
      { seconds: 0, heartRate: 120 },
      { seconds: 5, heartRate: 130 },
      { seconds: 600, heartRate: 140 },
      { seconds: 601, heartRate: 999 },
    ]);
    expect(analysis?.heartRate?.histogram).toEqual([[120, 5], [130, 10], [140, 1], [250, 1]]);
    expect(analysis?.power).toBeUndefined();
  });

  it('is nothing for records without power or heart rate', () => {
    expect(analyseSamples([{ seconds: 0 }, { seconds: 1, power: Number.NaN }])).toBeUndefined();
  });
});

describe('speed by sport', () => {
  it.each([
    ['RUNNING', 5000, 1665, '5:33 min/k', 'Ritmo'],
    ['LAP_SWIMMING', 1500, 1680, '1:52 min/100mts', 'Ritmo'],
    ['CYCLING', 40_000, 5070, '28.40 km/h', 'Velocidad'],
  ] as const)('%s reads %s m in %s s as %s', (type, meters, seconds, text, label) => {
    expect(activityPace(meters, seconds, type)).toBe(text);
    expect(speedLabel(type)).toBe(label);
  });
});
