import { describe, expect, it } from 'vitest';
import { refusalReasons } from '@shared/activities/activity-texts';
import { parseTcx } from '@lambdas/activities/parse-tcx';
import { fixtureText, RUN_START } from './activity-files';

const tcx = (laps: string, sport = 'Running') => `<TrainingCenterDatabase><Activities><Activity Sport="${sport}"><Id>2026-03-08T13:00:00Z</Id>${laps}</Activity></Activities></TrainingCenterDatabase>`;

describe('parseTcx', () => {
  it('reads the laps of the 5 km run and adds them up', () => {
    const result = parseTcx(fixtureText('run-5k.tcx'));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { laps, ...summary } = result.activity;
    expect(summary).toMatchObject({ activityType: 'RUNNING', startTimeInSeconds: RUN_START, durationInSeconds: 1665, distanceInMeters: 5000, activeKilocalories: 410 });
    expect(summary.averageHeartRateInBeatsPerMinute).toBeCloseTo(158, 0);
    expect(laps).toHaveLength(5);
    expect(laps[4]).toEqual({ startTimeInSeconds: RUN_START + 1332, durationInSeconds: 333, distanceInMeters: 1000, averageHeartRateInBeatsPerMinute: 166, averageSpeedInMetersPerSecond: 3.003 });
  });

  it('measures a lap without DistanceMeters along its positions', () => {
    const positions = [19, 19.01].map((lat) => `<Trackpoint><Position><LatitudeDegrees>${lat}</LatitudeDegrees><LongitudeDegrees>-99</LongitudeDegrees></Position></Trackpoint>`).join('');
    const result = parseTcx(tcx(`<Lap StartTime="2026-03-08T13:00:00Z"><TotalTimeSeconds>400</TotalTimeSeconds><Track>${positions}</Track></Lap>`));
    expect(result.ok && Math.round(result.activity.distanceInMeters)).toBe(1112);
  });

  it('maps Biking to CYCLING', () => {
    const result = parseTcx(tcx('<Lap StartTime="2026-03-08T13:00:00Z"><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>5000</DistanceMeters></Lap>', 'Biking'));
    expect(result.ok && result.activity.activityType).toBe('CYCLING');
  });

  it('refuses a file with no activity or a lap without its start', () => {
    expect(parseTcx('<TrainingCenterDatabase><Activities/></TrainingCenterDatabase>')).toEqual({ ok: false, reason: refusalReasons.noSession });
    expect(parseTcx(tcx('<Lap><TotalTimeSeconds>60</TotalTimeSeconds></Lap>'))).toEqual({ ok: false, reason: refusalReasons.noSession });
  });

  it('refuses more laps than any activity has', () => {
    const lap = '<Lap StartTime="2026-03-08T13:00:00Z"><TotalTimeSeconds>1</TotalTimeSeconds><DistanceMeters>1</DistanceMeters></Lap>';
    expect(parseTcx(tcx(lap.repeat(501)))).toEqual({ ok: false, reason: refusalReasons.tooManyLaps });
  });
});
