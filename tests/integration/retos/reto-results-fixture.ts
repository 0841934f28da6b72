// A reto with participants for the results tests: made by a new organizer, who admits results and
// closes it through the configuration route; athletes registered with its codes, their goal and
// finish times recorded as the page records them; and a recorded activity uploaded as from /atletas.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { SignUpRequest } from '@shared/accounts/account-schemas';
import type { ActivityView } from '@shared/activities/activity';
import type { ActivityUploadState, ActivityUploadTicket } from '@shared/activities/activity-upload';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { ParticipationView } from '@shared/retos/participation';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';

export interface RetoSetting {
  eventStart?: string;
  distance?: number;
}

export interface TestReto {
  eventId: string;
  organizer: string;
  /** Saves part of the reto's configuration on the revision the saver reads (the organizer, or an admin for the admins' fields). */
  save(changes: Record<string, unknown>, as?: string): Promise<void>;
  /** Registers an athlete in the reto with one of its codes. */
  join(token: string): Promise<void>;
  /** A new athlete registered in the reto; its token. */
  athlete(profile?: Partial<SignUpRequest>): Promise<string>;
}

export async function testReto(cloudUrl: string, setting: RetoSetting = {}): Promise<TestReto> {
  const { token: organizer } = await signedUpAthlete(cloudUrl);
  const body = { eventName: 'Reto 5K de resultados', eventDescription: 'Corre donde quieras', eventStart: setting.eventStart ?? '2026-03-01T00:00:00-06:00', eventEnd: '2030-12-31T23:59:59-06:00', distance: setting.distance ?? 5 };
  const created = await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token: organizer, body });
  expect(created.status).toBe(201);
  const { eventID: eventId } = created.body;
  const generated = await callApi(cloudUrl, `/api/retos/${eventId}/codes`, { method: 'POST', token: organizer, body: { quantity: 1, uses: 10, intento: randomUUID() } });
  expect(generated.status).toBe(201);
  const { codes } = (await callApi<{ codes: { code: string }[] }>(cloudUrl, `/api/retos/${eventId}/codes`, { token: organizer })).body;
  const code = codes[0]?.code;
  const join = async (token: string) => {
    expect((await callApi(cloudUrl, `/api/retos/${eventId}/registration`, { method: 'POST', token, body: { code } })).status).toBe(201);
  };
  return {
    eventId,
    organizer,
    async save(changes, as = organizer) {
      const { revision } = (await callApi<OrganizerRetoView>(cloudUrl, `/api/retos/${eventId}/config`, { token: as })).body;
      const saved = await callApi<ApiErrorBody>(cloudUrl, `/api/retos/${eventId}`, { method: 'PATCH', token: as, body: { revision, ...changes } });
      expect(saved.status, saved.body?.message).toBe(200);
    },
    join,
    async athlete(profile = {}) {
      const { token } = await signedUpAthlete(cloudUrl, profile);
      await join(token);
      return token;
    },
  };
}

const time = (text: string) => {
  const [hours = 0, minutes = 0, seconds = 0] = text.split(':').map(Number);
  return { hours, minutes, seconds };
};

/** The athlete's goal (when given) and finish time, as 'Tiempo Objetivo' and 'Mi tiempo' send them. */
export async function recordTimes(cloudUrl: string, eventId: string, token: string, finish: string, goal?: string): Promise<ParticipationView> {
  if (goal) expect((await callApi(cloudUrl, `/api/retos/${eventId}/me/goal`, { method: 'PUT', token, body: { goal: time(goal) } })).status).toBe(200);
  const recorded = await callApi<ParticipationView & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/me/finish`, { method: 'PUT', token, body: { finish: time(finish) } });
  expect(recorded.status, recorded.body.message).toBe(200);
  return recorded.body;
}

export async function myParticipation(cloudUrl: string, eventId: string, token: string): Promise<ParticipationView> {
  const { body } = await callApi<{ participation: ParticipationView }>(cloudUrl, `/api/retos/${eventId}/me`, { token });
  return body.participation;
}

/** An activity file of tests/fixtures/activities uploaded by the athlete and read by the platform. */
export async function uploadedActivity(cloudUrl: string, token: string, name: string): Promise<ActivityView> {
  const file = readFileSync(join(import.meta.dirname, '../../fixtures/activities', name));
  const ticket = (await callApi<ActivityUploadTicket>(cloudUrl, '/api/me/activity-uploads', { method: 'POST', token, body: { fileName: name, size: file.length } })).body;
  expect((await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file })).status).toBe(200);
  return waitFor(async () => {
    const { body } = await callApi<ActivityUploadState>(cloudUrl, `/api/me/activity-uploads/${ticket.uploadId}`, { token });
    return body.status === 'done' ? body.activity : undefined;
  });
}
