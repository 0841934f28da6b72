// An activity file uploaded as an athlete's app does it, for tests against a running local cloud: the
// upload ticket, the PUT of the file, then the upload's state until its processing is done.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ActivityView } from '@shared/activities/activity';
import type { ActivityUploadState, ActivityUploadTicket } from '@shared/activities/activity-upload';
import { callApi, waitFor } from './accounts';

/** Uploads tests/fixtures/activities/{file} for the holder of `token`; answers the processed activity. */
export async function uploadedActivity(cloudUrl: string, token: string, fileName: string): Promise<ActivityView> {
  const file = readFileSync(join(import.meta.dirname, '../fixtures/activities', fileName));
  const ticket = (await callApi<ActivityUploadTicket>(cloudUrl, '/api/me/activity-uploads', { method: 'POST', token, body: { fileName, size: file.length } })).body;
  expect((await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file })).status).toBe(200);
  return waitFor(async () => {
    const state = (await callApi<ActivityUploadState>(cloudUrl, `/api/me/activity-uploads/${ticket.uploadId}`, { token })).body;
    return state.status === 'done' ? state.activity : undefined;
  });
}
