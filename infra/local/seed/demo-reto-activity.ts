// A demo athlete proves a reto as the athlete page lets them: a run recorded by their watch, uploaded
// as a GPX file, read by the platform off the request path, then applied ('Aplicar') so its duration
// becomes their time. The same run uploaded again on a later start is the same activity.
import type { ActivityUploadState, ActivityUploadTicket } from '@shared/activities/activity-upload';
import { waitForProgress } from '../progress-wait';
import { gpxOf, trackOf } from './run-track';
import type { SeedApi } from './seed-api';

export interface DemoRun {
  name: string;
  start: Date;
  seconds: number;
  meters: number;
}

/** Uploads an activity file as /atletas does, waits until the platform read it, and answers the activity's id. */
export async function uploadedActivityId(api: SeedApi, fileName: string, bytes: Uint8Array): Promise<string> {
  const ticket = await api.call<ActivityUploadTicket>('POST', '/api/me/activity-uploads', { fileName, size: bytes.length });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT de actividad → ${put.status}`);
  const read: { state?: ActivityUploadState } = {};
  // Read off the request path: on a busy machine it waits its turn, so the wait is for it, not for a while.
  await waitForProgress({
    async check() {
      const state = await api.call<ActivityUploadState>('GET', `/api/me/activity-uploads/${ticket.uploadId}`);
      if (state.status !== 'done') return 1;
      read.state = state;
      return 0;
    },
    stalled: (_, minutes) => `La actividad de demostración no se procesó en ${minutes} min`,
  });
  const { state } = read;
  if (state?.status !== 'done') throw new Error('La actividad de demostración no se procesó');
  if (state.activity.status !== 'parsed') throw new Error(`La actividad de demostración fue rechazada: ${state.activity.reason}`);
  return state.activity.activityId;
}

/** Uploads the run and applies it to the athlete's participation in the reto. */
export async function proveWithRun(api: SeedApi, eventId: string, run: DemoRun): Promise<void> {
  const activityId = await uploadedActivityId(api, 'carrera.gpx', Buffer.from(gpxOf(run.name, trackOf({ ...run, step: 10 }))));
  await api.call('POST', `/api/retos/${eventId}/me/activity`, { activityId });
}
