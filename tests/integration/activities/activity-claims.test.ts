// The activities repository against DynamoDB Local (its guards are conditions only a real table
// checks): the same activity stored twice is one item, and claimActivity lets one activity prove
// one participation, for the same reto again but never for another, even when two claims race.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ParsedActivity } from '@shared/activities/activity';
import { useRunningDynamoDb, type LocalDynamoDb } from '@infra/local/dynamodb';
import { localCredentials, localRegion } from '@infra/local/local-aws';
import { ensureTable } from '@infra/local/table';

type Repository = typeof import('@lambdas/activities/activities-repository');

let dynamoDb: LocalDynamoDb;
let repository: Repository;

const run = (startTimeInSeconds: number): ParsedActivity => ({
  activityType: 'RUNNING',
  startTimeInSeconds,
  durationInSeconds: 1800,
  distanceInMeters: 5000,
  laps: [{ startTimeInSeconds, durationInSeconds: 1800, distanceInMeters: 5000 }],
});

// A table of this file's own in the project's DynamoDB Local (tests/support/local-cloud-setup.ts).
const tableName = `actividades-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  dynamoDb = await useRunningDynamoDb(inject('dynamoDbEndpoint'), [tableName]);
  await ensureTable(dynamoDb.client, tableName);
  // The data layer reads its table and endpoint once, at load.
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamoDb.endpoint,
  });
  repository = await import('@lambdas/activities/activities-repository');
});
afterAll(() => dynamoDb?.stop());

describe('storeActivity', () => {
  it('keeps the first of the same activity stored twice, and points the second upload at it', async () => {
    const first = await repository.storeActivity('ana', { ok: true, activity: run(1_772_974_800) }, { source: 'garmin' });
    const again = await repository.storeActivity('ana', { ok: true, activity: run(1_772_974_800) }, { source: 'file', fileType: 'gpx', uploadId: '11111111-1111-4111-8111-111111111111' });

    expect(again.activityId).toBe(first.activityId);
    expect(again.source).toBe('garmin');
    expect((await repository.activityOfUpload('ana', '11111111-1111-4111-8111-111111111111'))?.activityId).toBe(first.activityId);
    expect((await repository.activityPage('ana', 10)).items).toHaveLength(1);
  });

  it('lists only the parsed activities after a start, newest first', async () => {
    for (const start of [1_000_000_100, 1_000_000_200, 1_000_000_300]) await repository.storeActivity('beto', { ok: true, activity: run(start) }, { source: 'garmin' });
    await repository.storeActivity('beto', { ok: false, reason: 'No' }, { source: 'file', fileType: 'fit', uploadId: '22222222-2222-4222-8222-222222222222' });

    const since = await repository.activitiesSince('beto', 1_000_000_100, 10);
    expect(since.map((item) => item.summary)).toEqual([expect.objectContaining({ startTimeInSeconds: 1_000_000_300 }), expect.objectContaining({ startTimeInSeconds: 1_000_000_200 })]);
  });
});

/** A reto as a claim names it. */
const reto = (eventId: string) => ({ eventId, eventName: `Reto ${eventId}` });

describe('claimActivity', () => {
  it('claims an activity for a reto once, and again for the same reto', async () => {
    const { activityId } = await repository.storeActivity('carla', { ok: true, activity: run(1_772_000_000) }, { source: 'garmin' });

    expect((await repository.claimActivity('carla', activityId, reto('1-2-3'))).claimedBy).toBe('1-2-3');
    expect((await repository.claimActivity('carla', activityId, reto('1-2-3'))).claimedBy).toBe('1-2-3');
    expect(await repository.getActivity('carla', activityId)).toMatchObject({ claimedBy: '1-2-3', claimedByName: 'Reto 1-2-3' });
  });

  it('refuses a claim for another reto with a Spanish 409, leaving the first', async () => {
    const { activityId } = await repository.storeActivity('dora', { ok: true, activity: run(1_772_100_000) }, { source: 'garmin' });
    await repository.claimActivity('dora', activityId, reto('1-2-3'));

    await expect(repository.claimActivity('dora', activityId, reto('4-5-6'))).rejects.toMatchObject({ statusCode: 409, message: 'Esta actividad ya es la evidencia de otro reto' });
    expect((await repository.getActivity('dora', activityId))?.claimedBy).toBe('1-2-3');
  });

  it('lets exactly one of two racing claims for different retos win', async () => {
    const { activityId } = await repository.storeActivity('elena', { ok: true, activity: run(1_772_200_000) }, { source: 'garmin' });

    const claims = await Promise.allSettled(['1-1-1', '2-2-2'].map((eventId) => repository.claimActivity('elena', activityId, reto(eventId))));

    expect(claims.filter((claim) => claim.status === 'fulfilled')).toHaveLength(1);
    expect(claims.filter((claim) => claim.status === 'rejected')).toHaveLength(1);
  });

  it("refuses a refused file (409), an unknown activity and another athlete's (404)", async () => {
    const refused = await repository.storeActivity('fer', { ok: false, reason: 'No' }, { source: 'file', fileType: 'gpx', uploadId: '33333333-3333-4333-8333-333333333333' });
    const { activityId } = await repository.storeActivity('gabi', { ok: true, activity: run(1_772_300_000) }, { source: 'garmin' });

    await expect(repository.claimActivity('fer', refused.activityId, reto('1-2-3'))).rejects.toMatchObject({ statusCode: 409, message: 'Esta actividad fue rechazada y no puede ser evidencia' });
    await expect(repository.claimActivity('fer', '1772974800-001665', reto('1-2-3'))).rejects.toMatchObject({ statusCode: 404, message: 'La actividad no existe' });
    await expect(repository.claimActivity('fer', activityId, reto('1-2-3'))).rejects.toMatchObject({ statusCode: 404 });
    expect((await repository.getActivity('gabi', activityId))?.claimedBy).toBeUndefined();
  });
});
