// Activity files through the upload pipeline against the local cloud: the presigned PUT (bounded
// name and size), the S3 trigger that reads the file off the request path, the athlete's list and
// detail with laps, refusals with their Spanish reason, one activity for the same file twice, and a
// reto's 'my activities' with the spec's applicability rule. Nobody reads another athlete's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActivityDetail, ActivityPage, ActivityView, RetoActivities } from '@shared/activities/activity';
import type { ActivityUploadState, ActivityUploadTicket } from '@shared/activities/activity-upload';
import { refusalReasons } from '@shared/activities/activity-texts';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/activities', name));
/** 2026-03-08T13:00:00Z, the fixtures' start, and the id of their 27:45 run. */
const RUN_ID = '1772974800-001665';

let token: string;

async function uploaded(name: string, as = token): Promise<{ ticket: ActivityUploadTicket; activity: ActivityView }> {
  const file = fixture(name);
  const asked = await callApi<ActivityUploadTicket>(cloudUrl, '/api/me/activity-uploads', { method: 'POST', token: as, body: { fileName: name, size: file.length } });
  expect(asked.status).toBe(201);
  const ticket = asked.body;
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file });
  expect(put.status).toBe(200);
  const activity = await waitFor(async () => {
    const { body } = await callApi<ActivityUploadState>(cloudUrl, `/api/me/activity-uploads/${ticket.uploadId}`, { token: as });
    return body.status === 'done' ? body.activity : undefined;
  });
  return { ticket, activity };
}

const newReto = async (as: string, eventStart: string, distance: number) =>
  (await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token: as, body: { eventName: 'Reto de actividades', eventDescription: 'Corre donde quieras', eventStart, eventEnd: '2030-12-31T23:59:59-06:00', distance } })).body;

beforeAll(async () => {
  ({ token } = await signedUpAthlete(cloudUrl));
});

describe('activity uploads', () => {
  it('reads an uploaded TCX into a 5 km run with its five laps, in the list and the detail', async () => {
    const { ticket, activity } = await uploaded('run-5k.tcx');

    expect(ticket.key).toMatch(/^activities\/[\w-]+\/[0-9a-f-]{36}\.tcx$/);
    expect(ticket.headers).toEqual({ 'content-type': 'application/vnd.garmin.tcx+xml' });
    expect(activity).toMatchObject({ activityId: RUN_ID, status: 'parsed', source: 'file', fileType: 'tcx', lapCount: 5 });
    if (activity.status !== 'parsed') return;
    expect(activity.summary).toMatchObject({ activityType: 'RUNNING', startTimeInSeconds: 1_772_974_800, durationInSeconds: 1665, distanceInMeters: 5000, activeKilocalories: 410 });

    const detail = await callApi<ActivityDetail>(cloudUrl, `/api/me/activities/${RUN_ID}`, { token });
    expect(detail.body.laps).toHaveLength(5);
    expect(detail.body.laps[0]).toMatchObject({ durationInSeconds: 333, distanceInMeters: 1000 });
    const list = await callApi<ActivityPage>(cloudUrl, '/api/me/activities', { token });
    expect(list.body.activities.map((listed) => listed.activityId)).toContain(RUN_ID);
  });

  it('keeps one activity when the same run arrives again, as another file of it', async () => {
    const { activity } = await uploaded('run-5k.fit');
    expect(activity).toMatchObject({ activityId: RUN_ID, fileType: 'tcx' });
    const list = await callApi<ActivityPage>(cloudUrl, '/api/me/activities', { token });
    expect(list.body.activities.filter((listed) => listed.activityId === RUN_ID)).toHaveLength(1);
  });

  it.each([
    ['forged-run.gpx', refusalReasons.tooFast],
    ['forged-run.fit', refusalReasons.damagedFit],
    ['too-short.tcx', refusalReasons.tooShort],
  ])('refuses %s with its reason, listed before the activities', async (name, reason) => {
    const { activity } = await uploaded(name);
    expect(activity).toMatchObject({ status: 'refused', reason, source: 'file' });
    const listed = (await callApi<ActivityPage>(cloudUrl, '/api/me/activities', { token })).body.activities.map((each) => each.activityId);
    expect(listed.indexOf(activity.activityId)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(activity.activityId)).toBeLessThan(listed.indexOf(RUN_ID));
  });

  it.each([
    [{ fileName: 'carrera.kml', size: 1000 }, 'fileName', 'Solo se aceptan archivos .FIT, .GPX o .TCX'],
    [{ fileName: 'carrera.gpx', size: 20 * 1024 * 1024 + 1 }, 'size', 'El archivo debe pesar menos de 20 MB'],
    [{ fileName: 'carrera.fit', size: 0 }, 'size', 'El archivo está vacío'],
  ])('refuses to sign an upload of %o', async (body, field, message) => {
    const answer = await callApi<ApiErrorBody>(cloudUrl, '/api/me/activity-uploads', { method: 'POST', token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe(message);
  });

  it("never shows one athlete's activities or uploads to another", async () => {
    const { ticket } = await uploaded('run-5k.gpx');
    const { token: other } = await signedUpAthlete(cloudUrl);

    expect((await callApi(cloudUrl, `/api/me/activities/${RUN_ID}`, { token: other })).status).toBe(404);
    expect((await callApi<ActivityPage>(cloudUrl, '/api/me/activities', { token: other })).body.activities).toEqual([]);
    expect((await callApi<ActivityUploadState>(cloudUrl, `/api/me/activity-uploads/${ticket.uploadId}`, { token: other })).body).toEqual({ status: 'processing' });
  });
});

describe("a reto's activities", () => {
  it('lists the activities that started after the reto, applicable by whole kilometres (docs/retos.md §5)', async () => {
    const { token: athlete } = await signedUpAthlete(cloudUrl);
    await uploaded('run-5k.gpx', athlete);
    const fiveK = await newReto(athlete, '2026-03-08T06:00:00-06:00', 5);
    const tenK = await newReto(athlete, '2026-03-01T00:00:00-06:00', 10);
    const later = await newReto(athlete, '2026-03-08T07:00:01-06:00', 5);
    const mine = async (eventId: string) => (await callApi<RetoActivities>(cloudUrl, `/api/retos/${eventId}/my-activities`, { token: athlete })).body.activities;

    expect((await mine(fiveK.eventID)).map(({ activityId, applicable }) => ({ activityId, applicable }))).toEqual([{ activityId: RUN_ID, applicable: true }]);
    expect((await mine(tenK.eventID)).map(({ applicable }) => applicable)).toEqual([false]);
    expect(await mine(later.eventID)).toEqual([]);
    const { token: other } = await signedUpAthlete(cloudUrl);
    expect((await callApi<RetoActivities>(cloudUrl, `/api/retos/${fiveK.eventID}/my-activities`, { token: other })).body.activities).toEqual([]);
  });

  it('answers an unknown reto with the spec\'s message', async () => {
    const answer = await callApi<ApiErrorBody>(cloudUrl, '/api/retos/1-2-3/my-activities', { token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('El Id del evento ingresado no existe o el evento ya no está abierto al público');
  });
});
