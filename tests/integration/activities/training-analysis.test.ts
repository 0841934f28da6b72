// The training analysis against the local cloud: the power-meter ride uploaded as a FIT file, its
// figures in the activity's detail, joined at read time with the athlete's training data, which
// PUT /api/me/training bounds and keeps per athlete.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActivityDetail } from '@shared/activities/activity';
import type { TrainingSettings } from '@shared/activities/training-settings';
import { trainingMessages } from '@shared/activities/training-texts';
import type { ApiErrorBody } from '@shared/core/api-error';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { uploadedActivity } from '../../support/activity-upload';

const cloudUrl = inject('cloudUrl');
/** The ride fixture: 2026-03-08T13:00:00Z, 75 minutes. */
const RIDE_ID = '1772974800-004500';

let token: string;
const detail = async (as = token) => callApi<ActivityDetail>(cloudUrl, `/api/me/activities/${RIDE_ID}`, { token: as });
const saveTraining = (body: unknown) => callApi<TrainingSettings & ApiErrorBody>(cloudUrl, '/api/me/training', { method: 'PUT', token, body });

beforeAll(async () => {
  ({ token } = await signedUpAthlete(cloudUrl));
  const ride = await uploadedActivity(cloudUrl, token, 'ride-power.fit');
  expect(ride).toMatchObject({ activityId: RIDE_ID, status: 'parsed' });
});

describe('training analysis', () => {
  it('gives the ride its power figures and charts, and IF, TSS and zones once an FTP is saved', async () => {
    const before = (await detail()).body;
    expect(before.training?.power?.normalizedPower).toBeCloseTo(229.3, 1);
    expect(before.training?.power?.bestTwentyMinutes).toBeCloseTo(264.6, 1);
    expect(before.training?.power?.trainingStressScore).toBeUndefined();
    expect(before.training?.powerZones).toBeUndefined();
    expect(before.training?.series.length).toBeGreaterThan(200);

    expect((await saveTraining({ ftp: 250, maxHeartRate: 188 })).status).toBe(200);
    const after = (await detail()).body.training;
    expect(after?.power).toMatchObject({ ftp: 250, intensityFactor: 0.92 });
    expect(after?.power?.trainingStressScore).toBeCloseTo(105.2, 0);
    expect(after?.powerZones?.reduce((sum, zone) => sum + zone.seconds, 0)).toBe(4500);
    expect(after?.heartRateZones).toHaveLength(5);

    // A new FTP changes the figures of activities already stored.
    expect((await saveTraining({ ftp: 300, maxHeartRate: 188, zones: { CYCLING: { power: [200, 260] } } })).status).toBe(200);
    const changed = (await detail()).body.training;
    expect(changed?.power?.trainingStressScore).toBeLessThan(after?.power?.trainingStressScore ?? 0);
    expect(changed?.powerZones).toHaveLength(3);
    expect((await callApi<TrainingSettings>(cloudUrl, '/api/me/training', { token })).body).toEqual({ ftp: 300, maxHeartRate: 188, zones: { CYCLING: { power: [200, 260] } } });
  });

  it('refuses training data out of bounds in Spanish and keeps what was saved', async () => {
    const kept = (await callApi<TrainingSettings>(cloudUrl, '/api/me/training', { token })).body;
    const tooStrong = await saveTraining({ ftp: 5000 });
    expect(tooStrong.status).toBe(400);
    expect(tooStrong.body.fields?.ftp).toBe(trainingMessages.ftpRange);
    const unordered = await saveTraining({ ftp: 250, zones: { RUNNING: { heartRate: [160, 140] } } });
    expect(unordered.status).toBe(400);
    expect(JSON.stringify(unordered.body.fields)).toContain(trainingMessages.zonesOrder);
    expect((await callApi<TrainingSettings>(cloudUrl, '/api/me/training', { token })).body).toEqual(kept);
  });

  it('keeps each athlete\'s training data and activities their own', async () => {
    const other = await signedUpAthlete(cloudUrl);
    expect((await callApi<TrainingSettings>(cloudUrl, '/api/me/training', { token: other.token })).body).toEqual({ zones: {} });
    expect((await detail(other.token)).status).toBe(404);
  });
});
