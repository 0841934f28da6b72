import { Encoder, Profile, type FileIdMesg, type SessionMesg } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { refusalReasons } from '@shared/activities/activity-texts';
import { parseFit } from '@lambdas/activities/parse-fit';
import { write } from '../../fixtures/activities/make-fixtures';
import { fixtureBytes, RUN_START } from './activity-files';

function fitWith(session: Partial<SessionMesg> | null): Uint8Array {
  const start = new Date(RUN_START * 1000);
  const encoder = new Encoder();
  write<FileIdMesg>(encoder, Profile.MesgNum.FILE_ID!, { manufacturer: 'development', product: 1, timeCreated: start, type: 'activity' });
  if (session) write<SessionMesg>(encoder, Profile.MesgNum.SESSION!, { timestamp: start, startTime: start, totalElapsedTime: 600, totalDistance: 2000, ...session });
  return encoder.close();
}

describe('parseFit', () => {
  it('reads the session and its laps from the 5 km FIT run', () => {
    const result = parseFit(fixtureBytes('run-5k.fit'));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { laps, ...summary } = result.activity;
    expect(summary).toMatchObject({
      activityType: 'RUNNING',
      startTimeInSeconds: RUN_START,
      durationInSeconds: 1665,
      distanceInMeters: 5000,
      activeKilocalories: 412,
      averageHeartRateInBeatsPerMinute: 158,
    });
    expect(summary.averageSpeedInMetersPerSecond).toBeCloseTo(3.003, 3);
    expect(laps).toHaveLength(5);
    expect(laps[1]).toMatchObject({ startTimeInSeconds: RUN_START + 333, durationInSeconds: 333, distanceInMeters: 1000, averageHeartRateInBeatsPerMinute: 154 });
  });

  it('refuses a FIT whose bytes were changed after it was written (CRC mismatch)', () => {
    expect(parseFit(fixtureBytes('forged-run.fit'))).toEqual({ ok: false, reason: refusalReasons.damagedFit });
  });

  it('refuses a file that is no FIT at all, and a cut-off one', () => {
    expect(parseFit(new TextEncoder().encode('<gpx></gpx> con otra extensión'))).toEqual({ ok: false, reason: refusalReasons.unreadable });
    const whole = fixtureBytes('run-5k.fit');
    expect(parseFit(whole.subarray(0, whole.length - 100)).ok).toBe(false);
  });

  it('refuses a FIT with no session', () => {
    expect(parseFit(fitWith(null))).toEqual({ ok: false, reason: refusalReasons.noSession });
  });

  it.each<[SessionMesg['sport'], SessionMesg['subSport'], string]>([
    ['cycling', undefined, 'CYCLING'],
    ['swimming', 'lapSwimming', 'LAP_SWIMMING'],
    ['swimming', 'openWater', 'SWIMMING'],
    ['generic', undefined, 'RUNNING'],
  ])('maps sport %s (%s) to %s', (sport, subSport, type) => {
    const result = parseFit(fitWith({ sport, ...(subSport ? { subSport } : {}) }));
    expect(result.ok && result.activity.activityType).toBe(type);
  });

  it('refuses a sport no reto measures, naming it', () => {
    expect(parseFit(fitWith({ sport: 'tennis' }))).toEqual({ ok: false, reason: refusalReasons.unsupportedType('tennis') });
  });
});
