// The athlete's calls on one reto (infra/routes.ts): the reto, the caller's participation and each
// change the page makes to it, the activities that may prove it and the certificate.
import type { RetoActivities } from '@shared/activities/activity';
import type { CertificateFormat } from '@shared/retos/certificate';
import type { ParticipationView, TimeParts } from '@shared/retos/participation';
import type { RetoFormAnswers } from '@shared/retos/reto-form';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { retoApiPath } from '@shared/retos/reto-api-path';
import { apiFile, apiRequest } from '@web/lib/api-client';


export const retoKey = (eventId: string) => ['reto', eventId] as const;
export const participationKey = (eventId: string) => ['reto-participation', eventId] as const;
export const retoActivitiesKey = (eventId: string) => ['reto-activities', eventId] as const;

/** The reto's public card: asked without the session, so it need not wait for it. */
export function fetchReto(eventId: string): Promise<VirtualEventView> {
  return apiRequest<VirtualEventView>(retoApiPath(eventId), { signedIn: false });
}

export async function fetchParticipation(eventId: string): Promise<ParticipationView | null> {
  return (await apiRequest<{ participation: ParticipationView | null }>(`${retoApiPath(eventId)}/me`)).participation;
}

export function registerInReto(eventId: string, code: string): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoApiPath(eventId)}/registration`, { method: 'POST', body: { code } });
}

export function saveRetoForm(eventId: string, answers: RetoFormAnswers): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoApiPath(eventId)}/me/form`, { method: 'PUT', body: { answers } });
}

export function setGoal(eventId: string, goal: TimeParts | null): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoApiPath(eventId)}/me/goal`, { method: 'PUT', body: { goal } });
}

export function setFinish(eventId: string, finish: TimeParts): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoApiPath(eventId)}/me/finish`, { method: 'PUT', body: { finish } });
}

export function moveToStep(eventId: string, step: number): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoApiPath(eventId)}/me/step`, { method: 'PUT', body: { step } });
}

export function fetchRetoActivities(eventId: string): Promise<RetoActivities> {
  return apiRequest<RetoActivities>(`${retoApiPath(eventId)}/my-activities`);
}

export function applyActivity(eventId: string, activityId: string): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoApiPath(eventId)}/me/activity`, { method: 'POST', body: { activityId } });
}

export function fetchCertificate(eventId: string, format: CertificateFormat): Promise<Blob> {
  return apiFile(`${retoApiPath(eventId)}/certificate?format=${format}`);
}
