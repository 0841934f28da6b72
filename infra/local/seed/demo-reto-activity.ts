// A demo athlete proves a reto as the athlete page lets them: a run recorded by their watch, uploaded
// as a GPX file, read by the platform off the request path, then applied ('Aplicar') so its duration
// becomes their time. The same run uploaded again on a later start is the same activity.
import type { ActivityUploadState, ActivityUploadTicket } from '@shared/activities/activity-upload';
import { gpxOf, trackOf } from './run-track';
import type { SeedApi } from './seed-api';

export interface DemoRun {
  name: string;
  start: Date;
  seconds: number;
  meters: number;
}

const POLL_MS = 500;
const POLLS = 120;

async function uploadedActivityId(api: SeedApi, run: DemoRun): Promise<string> {
  const gpx = Buffer.from(gpxOf(run.name, trackOf({ ...run, step: 10 })));
  const ticket = await api.call<ActivityUploadTicket>('POST', '/api/me/activity-uploads', { fileName: 'carrera.gpx', size: gpx.length });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: gpx });
  if (!put.ok) throw new Error(`PUT de actividad → ${put.status}`);
  for (let polls = 0; polls < POLLS; polls += 1) {
    const state = await api.call<ActivityUploadState>('GET', `/api/me/activity-uploads/${ticket.uploadId}`);
    if (state.status === 'done') {
      if (state.activity.status !== 'parsed') throw new Error(`La actividad de demostración fue rechazada: ${state.activity.reason}`);
      return state.activity.activityId;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('La actividad de demostración no se procesó');
}

/** Uploads the run and applies it to the athlete's participation in the reto. */
export async function proveWithRun(api: SeedApi, eventID: string, run: DemoRun): Promise<void> {
  const activityId = await uploadedActivityId(api, run);
  await api.call('POST', `/api/retos/${eventID}/me/activity`, { activityId });
}
