// The athlete's calls on one reto (infra/routes.ts): the reto, the caller's participation and each
// change the page makes to it, the activities that may prove it and the certificate.
import type { RetoActivities } from '@shared/activities/activity';
import type { CertificateFormat } from '@shared/retos/certificate';
import type { ParticipationView, TimeParts } from '@shared/retos/participation';
import type { RetoFormAnswers } from '@shared/retos/reto-form';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { apiFile, apiRequest } from '@web/lib/api-client';

const retoPath = (eventID: string) => `/api/retos/${encodeURIComponent(eventID)}`;

export const retoKey = (eventID: string) => ['reto', eventID] as const;
export const participationKey = (eventID: string) => ['reto-participation', eventID] as const;
export const retoActivitiesKey = (eventID: string) => ['reto-activities', eventID] as const;

export function fetchReto(eventID: string): Promise<VirtualEventView> {
  return apiRequest<VirtualEventView>(retoPath(eventID));
}

export async function fetchParticipation(eventID: string): Promise<ParticipationView | null> {
  return (await apiRequest<{ participation: ParticipationView | null }>(`${retoPath(eventID)}/me`)).participation;
}

export function registerInReto(eventID: string, code: string): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventID)}/registration`, { method: 'POST', body: { code } });
}

export function saveRetoForm(eventID: string, answers: RetoFormAnswers): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventID)}/me/form`, { method: 'PUT', body: { answers } });
}

export function setGoal(eventID: string, goal: TimeParts | null): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventID)}/me/goal`, { method: 'PUT', body: { goal } });
}

export function setFinish(eventID: string, finish: TimeParts): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventID)}/me/finish`, { method: 'PUT', body: { finish } });
}

export function moveToStep(eventID: string, step: number): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventID)}/me/step`, { method: 'PUT', body: { step } });
}

export function fetchRetoActivities(eventID: string): Promise<RetoActivities> {
  return apiRequest<RetoActivities>(`${retoPath(eventID)}/my-activities`);
}

export function applyActivity(eventID: string, activityId: string): Promise<ParticipationView> {
  return apiRequest<ParticipationView>(`${retoPath(eventID)}/me/activity`, { method: 'POST', body: { activityId } });
}

export function fetchCertificate(eventID: string, format: CertificateFormat): Promise<Blob> {
  return apiFile(`${retoPath(eventID)}/certificate?format=${format}`);
}
