// The athlete's calls on one reto (infra/routes.ts): the reto, the caller's participation and each
// change the page makes to it, the activities that may prove it and the certificate.
import type { RetoActivities } from '@shared/activities/activity';
import type { CertificateFormat } from '@shared/retos/certificate';
import type { ParticipationView, TimeParts } from '@shared/retos/participation';
import type { RetoFormAnswers } from '@shared/retos/reto-form';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { apiFile, apiRequest } from '@web/lib/api-client';

const retoPath = (eventId: string) => `/api/retos/${encodeURIComponent(eventId)}`;

export const retoKey = (eventId: string) => ['reto', eventId] as const;
export const participationKey = (eventId: string) => ['reto-participation', eventId] as const;
export const retoActivitiesKey = (eventId: string) => ['reto-activities', eventId] as const;

export function fetchReto(eventId: string): Promise<VirtualEventView> {
  return apiRequest<VirtualEventView>(retoPath(eventId));
}

export async function fetchParticipation(eventId: string): Promise<ParticipationView | null> {
  return (await apiRequest<{ participation: ParticipationView | null }>(`${retoPath(eventId)}/me`)).participation;
}

export function registerInReto(eventId: string, code: string): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventId)}/registration`, { method: 'POST', body: { code } });
}

export function saveRetoForm(eventId: string, answers: RetoFormAnswers): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventId)}/me/form`, { method: 'PUT', body: { answers } });
}

export function setGoal(eventId: string, goal: TimeParts | null): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventId)}/me/goal`, { method: 'PUT', body: { goal } });
}

export function setFinish(eventId: string, finish: TimeParts): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventId)}/me/finish`, { method: 'PUT', body: { finish } });
}

export function moveToStep(eventId: string, step: number): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventId)}/me/step`, { method: 'PUT', body: { step } });
}

export function fetchRetoActivities(eventId: string): Promise<RetoActivities> {
  return apiRequest<RetoActivities>(`${retoPath(eventId)}/my-activities`);
}

export function applyActivity(eventId: string, activityId: string): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventId)}/me/activity`, { method: 'POST', body: { activityId } });
}

export function fetchCertificate(eventId: string, format: CertificateFormat): Promise<Blob> {
  return apiFile(`${retoPath(eventId)}/certificate?format=${format}`);
}
